// Runs before the app's modules: zod reads this when it loads. zod would otherwise probe for eval
// (new Function) to compile faster parsers; the served Content-Security-Policy forbids eval, so the
// probe would only raise a CSP violation. Parsing without it is as correct.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
