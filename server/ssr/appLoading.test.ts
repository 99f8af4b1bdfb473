import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../test/temporaryFolder';
import { appLoadingOf, loadAppScript } from './appLoading';

const head = `<head><title>Nivaas</title>
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="preload" href="/assets/inter-400.woff2" as="font" type="font/woff2" crossorigin />
    <script defer src="/zod-jitless.js"></script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/framework-d4.css">
  </head>`;

function builtApp() {
  const appDir = temporaryFolder('nivaas-app-');
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(
    join(appDir, 'assets/framework-d4.css'),
    '@font-face{font-family:Inter Fallback;src:local(Arial)}@font-face{font-family:Inter;src:url(/assets/inter-400.woff2)}body{margin:0}' +
      '@font-face{font-family:"Inter";font-style:normal;font-weight:700;src:url(/assets/inter-700.woff2)format("woff2");unicode-range:U+20B9}',
  );
  return appDir;
}

describe('a server-rendered page loads the app after its first paint', () => {
  it("takes index.html's scripts, module preloads and stylesheets out of the head", () => {
    const loading = appLoadingOf(head, builtApp());
    expect(loading.entry).toBe('/assets/index-a1.js');
    expect(loading.modules).toEqual(['/assets/runtime-b2.js', '/assets/framework-c3.js']);
    expect(loading.head).not.toMatch(/<script|modulepreload|stylesheet|manifest/);
    expect(loading.manifest).toBe('/manifest.webmanifest');
    expect(loading.head).toContain('<title>Nivaas</title>');
  });

  it('inlines the styles and a local fallback face, and keeps the downloaded fonts for after the first paint', () => {
    const loading = appLoadingOf(head, builtApp());
    expect(loading.styles).toBe('@font-face{font-family:Inter Fallback;src:local(Arial)}body{margin:0}');
    expect(loading.fontFaces).toBe(
      '@font-face{font-family:Inter;src:url(/assets/inter-400.woff2)}@font-face{font-family:"Inter";font-style:normal;font-weight:700;src:url(/assets/inter-700.woff2)format("woff2");unicode-range:U+20B9}',
    );
    // The same faces as the loader adds them (FontFace's arguments), all at once.
    expect(loading.fonts).toEqual([
      { family: 'Inter', src: 'url(/assets/inter-400.woff2)', descriptors: {} },
      {
        family: 'Inter',
        src: 'url(/assets/inter-700.woff2)format("woff2")',
        descriptors: { style: 'normal', weight: '700', unicodeRange: 'U+20B9' },
      },
    ]);
    // Nor is the font preloaded: it would share the phone's bandwidth with the first photo.
    expect(loading.head).not.toContain('inter-400.woff2');
  });

  it("ends the body with one inline script, under the request's nonce, that names the entry and every module", () => {
    const loading = appLoadingOf(head, builtApp());
    const script = loadAppScript(loading, ['/assets/HomePage-e5.js'], 'abc123');
    expect(script).toMatch(/^<script nonce="abc123">\(function\([^<]*<\/script>$/);
    expect(script).toContain(
      '("/assets/index-a1.js", ["/assets/runtime-b2.js","/assets/framework-c3.js","/assets/HomePage-e5.js"], [{"family":"Inter","src":"url(/assets/inter-400.woff2)","descriptors":{}},',
    );
    // Minified: no comment or line of the source reaches the page.
    expect(script).not.toMatch(/\/\/ |\n/);
  });

  it("names the signed-in bar's modules last: the loader preloads them when the page's head found a stored session", () => {
    const script = loadAppScript(appLoadingOf(head, builtApp()), [], 'abc123', ['/assets/SignedInNav-f6.js']);
    expect(script).toContain('"/manifest.webmanifest", ["/assets/SignedInNav-f6.js"]);</script>');
  });
});
