import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { tileOrigin, type AppConfig } from '../config';
import type { App } from '../services';
import { isApiPath, looksLikeFile } from './addresses';

/** Google's sign-in script and the frames, styles and calls it makes (only when a client id is configured). */
export const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
export const GOOGLE_SIGN_IN_SCRIPT = `${GOOGLE_SIGN_IN}client`;

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The only inline <style> elements the app makes, allowed by the hash of their exact text and
 * nothing else. styled-components adds an empty element and fills it through the CSSOM
 * (insertRule), which style-src does not govern; react-aria adds one fixed rule for pressable
 * elements. A library upgrade that changes either shows up as a CSP violation in e2e/roles.test.ts.
 */
export const INLINE_STYLE_HASHES = [
  hashSource(''),
  hashSource('@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}'),
];

/**
 * The only style attribute in server-rendered HTML: react-aria's visually hidden native select
 * (Select), allowed by the hash of its exact value ('unsafe-hashes' admits listed values only). In
 * the browser React sets styles through the CSSOM, which style-src does not govern. A react-aria
 * upgrade that changes it shows up as a CSP violation in e2e/serverRendering.test.ts.
 */
export const STYLE_ATTRIBUTE_HASHES = [
  hashSource(
    'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:fixed;width:1px;white-space:nowrap;top:0;left:0',
  ),
];

type Directives = Record<string, string[]>;
type CspConfig = Pick<AppConfig, 'google' | 'mediaS3' | 'mapTiles'>;

/**
 * The Content-Security-Policy of everything this server answers, the built app first. The app is
 * Vite's hashed modules only (no inline script, no eval); no 'unsafe-inline' for styles either.
 * Photos come from /media, the S3 store's public address (a CDN) when media are there
 * (docs/media.md#s3), and the pickers' blob: previews. Nothing may frame the app.
 */
export function contentSecurityDirectives(config: CspConfig): Directives {
  const google = config.google ? [GOOGLE_SIGN_IN] : [];
  const media = config.mediaS3 ? [new URL(config.mediaS3.publicUrl).origin] : [];
  // docs/map.md#csp: the map's tiles from the configured origin only (none extra when on our own).
  const tiles = [tileOrigin(config.mapTiles.url) ?? []].flat();
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...(config.google ? [GOOGLE_SIGN_IN_SCRIPT] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...INLINE_STYLE_HASHES, ...google],
    'style-src-attr': ["'unsafe-hashes'", ...STYLE_ATTRIBUTE_HASHES],
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...google],
    'frame-src': google.length > 0 ? google : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** helmet's headers: the policy above, nosniff, no framing, and a popup Google sign-in can answer. */
export function securityHeaders(config: CspConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // Google sign-in opens a popup that must be able to answer the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet sets with these options, worked out once rather than on every request. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The page policy with the answer's nonce added to script-src and style-src. */
function policyWithNonce(directives: Directives, nonce: string): string {
  const withNonce = (sources: string[] = []) => [...sources, `'nonce-${nonce}'`];
  const all = {
    ...directives,
    'script-src': withNonce(directives['script-src']),
    'style-src': withNonce(directives['style-src']),
  };
  return Object.entries(all)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's CSP nonce: a server-rendered page's style element carries it (server/ssr/render.tsx). */
    cspNonce: { script: string; style: string };
  }
}

/**
 * The app's pages get helmet's full set above, with a nonce of their own (the Storybook, which needs
 * a looser policy, is served on an origin of its own: server/http/storybook.ts). JSON, media and
 * the app's files (scripts, styles, fonts, the favicon) run nothing and show nothing around them: a
 * policy that allows nothing (a script runs under its page's policy; an SVG opened alone, under
 * this one), nosniff (never taken for a page or a script), same-origin reads only, and HTTPS
 * remembered; the page-only headers would be bytes for nothing, about a kilobyte on each of the
 * dozens of files a page loads. `frame-ancestors 'none'` keeps every one of them out of frames.
 */
export function installSecurityHeaders(app: App, config: CspConfig) {
  const page = headersOf(securityHeaders(config));
  const directives = contentSecurityDirectives(config);
  const api = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': page['strict-transport-security']!,
  };
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) reply.headers(api);
    else if (looksLikeFile(request.url.split('?')[0] ?? '')) reply.headers(api);
    else {
      const nonce = randomBytes(16).toString('hex');
      reply.cspNonce = { script: nonce, style: nonce };
      reply.headers({ ...page, 'content-security-policy': policyWithNonce(directives, nonce) });
    }
    done();
  });
}
