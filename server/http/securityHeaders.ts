import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config';

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

/**
 * The Content-Security-Policy of everything this server answers, the built app first. The app is
 * Vite's hashed modules only (no inline script, no eval); no 'unsafe-inline' for styles either.
 * Photos come from /media and the pickers' blob: previews. Nothing may frame the app.
 */
export function contentSecurityDirectives(config: Pick<AppConfig, 'google'>): Directives {
  const google = config.google ? [GOOGLE_SIGN_IN] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...(config.google ? [GOOGLE_SIGN_IN_SCRIPT] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...INLINE_STYLE_HASHES, ...google],
    'style-src-attr': ["'unsafe-hashes'", ...STYLE_ATTRIBUTE_HASHES],
    'img-src': ["'self'", 'data:', 'blob:'],
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
export function securityHeaders(config: Pick<AppConfig, 'google'>): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    // A nonce per answer: a server-rendered page's style element carries it (server/ssr/render.tsx).
    enableCSPNonces: true,
    // Google sign-in opens a popup that must be able to answer the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
