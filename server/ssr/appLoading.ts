import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_STORED } from '@/lib/sessionHint';
import { jsonForHtml } from './html';
import { minifiedScript } from './inlineScript';

/** index.html's tags that load the app: scripts, module preloads, stylesheets, font preloads and the manifest. */
const LOADING_TAG =
  /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>|<link\b[^>]*\brel="(modulepreload|stylesheet|preload|manifest)"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** A built stylesheet's downloaded font faces (those with a url() source; local fallbacks stay inline). */
const FONT_FACE = /@font-face\s*\{[^}]*\burl\([^}]*\}/g;

/** A downloaded font face, as the browser's FontFace constructor takes it. */
export interface FontFaceSource {
  family: string;
  /** The CSS `src` value: url(...) format(...). */
  src: string;
  descriptors: { style?: string; weight?: string; unicodeRange?: string; display?: string };
}

const DESCRIPTORS = {
  'font-style': 'style',
  'font-weight': 'weight',
  'unicode-range': 'unicodeRange',
  'font-display': 'display',
} as const;

/** `@font-face{...}` rules as FontFace arguments. */
function fontFaceSources(rules: string[]): FontFaceSource[] {
  return rules.map((rule) => {
    const declarations = new Map(
      rule
        .slice(rule.indexOf('{') + 1, -1)
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s, 2).map((part) => part.trim()) as [string, string]),
    );
    const descriptors: FontFaceSource['descriptors'] = {};
    for (const [property, name] of Object.entries(DESCRIPTORS)) {
      const value = declarations.get(property);
      if (value) descriptors[name] = value;
    }
    const family = (declarations.get('font-family') ?? '').replace(/^["']|["']$/g, '');
    return { family, src: declarations.get('src') ?? '', descriptors };
  });
}

/** How a server-rendered page loads the app after its first paint. */
export interface AppLoading {
  /** index.html's head without the tags that load the app. */
  head: string;
  /** The stylesheets' text but their font faces, to inline: a stylesheet file would hold back the first paint by a round trip. */
  styles: string;
  /** The stylesheets' font faces (for a page without JavaScript), and the same as FontFace arguments for the loader. */
  fontFaces: string;
  fonts: FontFaceSource[];
  /** The module script to run (the entry) and the modules it imports, to preload with it. */
  entry: string;
  modules: string[];
  /** The web manifest, linked with the app: a phone would fetch it beside the first photo. */
  manifest: string;
}

/**
 * Splits the built index.html for the server-rendered pages (docs/architecture.md#server-rendering):
 * their HTML paints without any script, so the scripts are asked for only after that paint and
 * after the page's first photo, which then gets a phone's bandwidth to itself.
 */
export function appLoadingOf(head: string, appDir: string): AppLoading {
  let entry = '';
  let manifest = '';
  const modules: string[] = [];
  const styles: string[] = [];
  const rest = head.replace(LOADING_TAG, (tag, scriptSrc?: string, rel?: string, href?: string) => {
    if (scriptSrc && /type="module"/.test(tag)) entry = scriptSrc;
    else if (rel === 'modulepreload' && href) modules.push(href);
    else if (rel === 'stylesheet' && href) styles.push(readAsset(appDir, href));
    else if (rel === 'manifest' && href) manifest = href;
    else if (rel === 'preload' && !/\bas="font"/.test(tag)) return tag;
    // The other classic script, /zod-jitless.js, is what LOAD_APP's first line does.
    return '';
  });
  const css = styles.join('\n');
  const faces = css.match(FONT_FACE) ?? [];
  return {
    head: rest,
    styles: css.replace(FONT_FACE, ''),
    fontFaces: faces.join(''),
    fonts: fontFaceSources(faces),
    entry,
    modules,
    manifest,
  };
}

const readAsset = (appDir: string, href: string) => {
  const file = join(appDir, href);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

/**
 * The inline script that loads the app once the page's first photo (the image with
 * fetchpriority="high") has arrived and been painted, so the photo has the bandwidth to itself. The
 * page stays in the fallback face, scaled to Inter's metrics; Inter's faces are loaded on the first
 * client navigation, together and added at once: each face added as it arrived would lay the whole
 * page out again, a long task apiece on a phone. The entry runs once a worker has loaded the
 * browser's Intl data (public/warm-intl.js), off the main thread. zod reads its config when it
 * loads: parsing without eval, which the Content-Security-Policy forbids (public/zod-jitless.js on
 * the other pages). A visitor with a stored session gets the app at once (docs/auth.md#first-paint).
 */
const LOAD_APP = minifiedScript(`(function (entry, modules, fonts, manifest, signedInModules) {
  globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });
  var started = false;
  function element(tag, attributes) {
    var made = Object.assign(document.createElement(tag), attributes);
    made.crossOrigin = '';
    return made;
  }
  function load() {
    if (started) return;
    started = true;
    afterIntlIsWarm(function () { document.head.append(element('script', { type: 'module', src: entry })); });
    // Each step in a task of its own: together they held a phone's main thread for over 100 ms.
    [function () { preloadSome([entry].concat(modules)); }, showLaterImages, linkManifest].forEach(
      function (step) { setTimeout(step, 0); }
    );
  }
  function linkManifest() {
    if (manifest) document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: manifest }));
  }
  // The modules download meanwhile (preloadSome); they run once a worker has loaded the browser's
  // Intl data (public/warm-intl.js), or after 2 s, or at once where no worker starts.
  function afterIntlIsWarm(run) {
    var done = false;
    function once() {
      if (done) return;
      done = true;
      run();
    }
    try {
      var worker = new Worker('/warm-intl.js');
      worker.onmessage = once;
      worker.onerror = once;
      setTimeout(once, 2000);
    } catch (error) {
      once();
    }
  }
  // Inter comes with the first page the app renders itself (src/app/fontsOnNavigation.ts calls
  // this), not on this one: swapped in here it would lay the whole page out again while the app
  // starts, a long task on a phone, and a visitor who reads one page does not download it at all.
  globalThis.__nivaasLoadFonts = loadFonts;
  function loadFonts() {
    if (typeof FontFace !== 'function' || !document.fonts) return;
    var faces = fonts.map(function (font) { return new FontFace(font.family, font.src, font.descriptors); });
    Promise.all(faces.map(function (face) { return face.load().catch(function () {}); })).then(function () {
      faces.forEach(function (face) { if (face.status === 'loaded') document.fonts.add(face); });
    });
  }
  // The page's other images (components/LaterImage) wait for the first photo, as the scripts do.
  function showLaterImages() {
    document.querySelectorAll('img[data-later-src]').forEach(function (img) {
      if (img.dataset.laterSrcset) img.srcset = img.dataset.laterSrcset;
      img.src = img.dataset.laterSrc;
    });
  }
  // A few modules per task: each preload costs a phone's main thread a few milliseconds, and forty
  // at once would hold it for over 100 ms.
  function preloadSome(left) {
    var tags = document.createDocumentFragment();
    left.slice(0, 3).forEach(function (href) { tags.append(element('link', { rel: 'modulepreload', href: href })); });
    document.head.append(tags);
    if (left.length > 3) setTimeout(preloadSome, 0, left.slice(3));
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') return load();
    requestAnimationFrame(function () { setTimeout(load, 0); });
  }
  // The largest-contentful-paint entry comes once the frame showing the page's largest element is on
  // screen: no script is asked for before (a request started before it competes with it, and a
  // phone's browser counts that paint after it). With a first photo, the photo's entry is awaited;
  // without one (a page of text), the first entry. Where none comes (another element is larger than
  // the photo, or no such API), two frames after \`ready\` and \`waitMs\`.
  function afterLargestPaint(isAwaited, ready, waitMs) {
    if (document.visibilityState === 'hidden') return load();
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntries().some(isAwaited)) {
          observer.disconnect();
          afterPaint();
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch (error) {
      // no such entry type here
    }
    ready.catch(function () {}).then(function () {
      requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(load, waitMs); }); });
    });
  }
  function afterPhotoPaint() {
    afterLargestPaint(function (entry) { return entry.element === photo; }, photo.decode ? photo.decode() : Promise.resolve(), 300);
  }
  // A page of text always gets its first entry where the browser reports them; that can come well
  // after two frames on a busy phone (the frame's presentation is reported late), so the timer there
  // only stands in for a lost entry.
  function reportsLargestPaint() {
    var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
    return Boolean(types) && types.indexOf('largest-contentful-paint') >= 0;
  }
  // A visitor with a stored session (docs/auth.md#first-paint) waits for nothing: their own part of
  // the page, the signed-in bar among it, comes with the app.
  if (document.documentElement.hasAttribute(${JSON.stringify(SESSION_STORED)})) {
    modules = modules.concat(signedInModules);
    return load();
  }
  var photo = document.querySelector('img[fetchpriority="high"]');
  if (!photo) return afterLargestPaint(function () { return true; }, Promise.resolve(), reportsLargestPaint() ? 2000 : 300);
  if (photo.complete) return afterPhotoPaint();
  photo.addEventListener('load', afterPhotoPaint);
  photo.addEventListener('error', afterPaint);
})`);

/**
 * The tags a server-rendered page ends its body with: the app's loader, with the request's nonce.
 * `signedInModules` (the signed-in bar's) are preloaded too when the page's head found a stored session.
 */
export function loadAppScript(
  loading: AppLoading,
  pageModules: string[],
  nonce: string,
  signedInModules: string[] = [],
) {
  const modules = [...loading.modules, ...pageModules];
  const args = [loading.entry, modules, loading.fonts, loading.manifest, signedInModules].map(jsonForHtml).join(', ');
  return `<script nonce="${nonce}">${LOAD_APP}(${args});</script>`;
}
