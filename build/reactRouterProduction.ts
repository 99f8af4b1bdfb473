import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** react-router's entries the browser imports (react-router-dom re-exports both), by their production file. */
const PRODUCTION_FILES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * React Router 7 points every export condition at its development build (remix-run/react-router#14102),
 * so a production bundle runs its development warnings: a check and a message built on each render of
 * the routes. The browser's build takes the production build beside it, which differs only there. Only
 * `vite build`'s browser bundle: the dev server keeps the warnings, and the server's renderer leaves
 * react-router to Node, so it and react-router-dom share one copy.
 */
export function reactRouterProduction(): Plugin {
  const productionDir = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'nivaas:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      const file = PRODUCTION_FILES[source];
      return file ? join(productionDir, file) : null;
    },
  };
}
