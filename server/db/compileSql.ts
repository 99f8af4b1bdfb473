import { noopEncoder, Param, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A query's text, its values as $1, $2…, and the values in that order. */
export interface CompiledQuery {
  text: string;
  params: unknown[];
}

/** sql`…`.inlineParams(): its values written into the text (a field drizzle's types keep private). */
const inlinesValues = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** Thrown inside compileFast at a chunk it does not know: the dialect compiles that query instead. */
const unknownChunk = Symbol('unknown chunk');

/**
 * A query as PgDialect.sqlToQuery writes it, for the chunks the public reads are made of: text,
 * nested SQL, values and lists of them. Drizzle's own walk asks every chunk of the statement
 * which of a dozen entity classes it is by walking its class chain, and a search's statement has
 * thousands of chunks: 0.6 ms of Node's 1.9 ms a search at the demo size (docs/listings.md#search-compile).
 * Anything else (a table, a column, an inlined or encoded value) goes to the dialect, whole.
 */
function compileFast(query: SQL): CompiledQuery {
  let text = '';
  const params: unknown[] = [];
  const value = (v: unknown) => {
    params.push(v);
    text += `$${params.length}`;
  };
  const walk = (chunks: readonly unknown[]) => {
    for (const chunk of chunks) {
      if (chunk === undefined) continue;
      if (chunk === null || typeof chunk !== 'object') value(chunk);
      else if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk instanceof SQL) {
        if (inlinesValues(chunk)) throw unknownChunk;
        walk(chunk.queryChunks);
      } else if (chunk instanceof Param) {
        if (
          chunk.encoder !== noopEncoder ||
          (chunk.value !== null && typeof chunk.value === 'object' && !Array.isArray(chunk.value))
        )
          throw unknownChunk;
        value(chunk.value);
      } else if (Array.isArray(chunk)) {
        text += '(';
        chunk.forEach((item, i) => {
          if (i > 0) text += ', ';
          walk([item]);
        });
        text += ')';
      } else throw unknownChunk;
    }
  };
  walk(query.queryChunks);
  return { text, params };
}

/** A query's text and values, as PgDialect writes them. */
export function compileSql(query: SQL): CompiledQuery {
  try {
    return compileFast(query);
  } catch (error) {
    if (error !== unknownChunk) throw error;
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { text, params };
  }
}
