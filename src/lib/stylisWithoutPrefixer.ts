// styled-components 6 adds vendor prefixes only under <StyleSheetManager enableVendorPrefixes>, which
// Nivaas never sets: the browsers it serves read its CSS unprefixed. vite.config.ts gives
// styled-components this stylis, whose prefixer is never called, so no first load carries the real
// one (the largest part of stylis, and unused).
export * from 'stylis';

/** Stands in for stylis' vendor prefixer, a middleware styled-components adds only when asked to prefix. */
export function prefixer() {}
