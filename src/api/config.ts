/** docs/api.md#request-timeout: every call times out after 10000 ms. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The API host: same origin by default, or VITE_API_BASE_URL (e.g. 'https://api.nivaas.in'). */
export const apiBaseUrl: string = (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '';

/** The host named in the 'No response from server' message. */
export function apiHost(): string {
  if (apiBaseUrl) return apiBaseUrl;
  return typeof window === 'undefined' ? 'the API host' : window.location.origin;
}
