import { transformSync } from 'esbuild';

/**
 * An inline script's source as a page sends it: minified once, as the server starts. Written out with
 * their comments, the loader and the session hint took about 1 kB of a page's compressed bytes, which
 * pushed /all-properties past the 14.6 kB a new connection's first round trip carries
 * (docs/architecture.md#server-rendering). `source` is one expression (a function to call, or a call);
 * the answer is that expression without a closing semicolon, so the caller can append its arguments.
 */
export function minifiedScript(source: string): string {
  // Spaces and local names only: minifying its syntax too would drop an uncalled function
  // expression as unused, leaving nothing for the caller to call.
  const { code } = transformSync(source, { loader: 'js', minifyWhitespace: true, minifyIdentifiers: true });
  return code.trim().replace(/;$/, '');
}
