/** docs/api.md#request-timeout: every call times out after 10000 ms. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The API host: same origin by default, or VITE_API_BASE_URL (e.g. 'https://api.nivaas.in'). */
export const apiBaseUrl: string = (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '';

/**
 * An address only this machine or its network reaches (loopback, private ranges, link-local, a
 * name without a dot, .local or .internal): naming it tells a person nothing they can act on.
 */
export const isInternalHost = (hostname: string) =>
  /^(localhost|127\.|10\.|0\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|\[(::1|f[cd]|fe80:))|^[^.]*$|\.(local|internal|localhost)$/i.test(
    hostname,
  );

/**
 * The host named in the 'No response from server' message (docs/api.md#error-catalogue): the
 * configured API host or the page's origin; null when that is an internal address.
 */
export function apiHost(): string | null {
  const host = apiBaseUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  if (!host) return null;
  try {
    return isInternalHost(new URL(host).hostname) ? null : host;
  } catch {
    return null;
  }
}
