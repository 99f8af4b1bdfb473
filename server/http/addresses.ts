/** An address the app's router never answers: the API and the stored photos, with their JSON 404s. */
export const isApiPath = (path: string) => /^\/(api|media)(\/|$)/.test(path);
/** A missing file (an old asset, favicon.ico) is a 404, not the app's page. */
export const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** Content-hashed names never change content, so browsers and CDNs keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
