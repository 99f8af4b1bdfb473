import { createHash } from 'node:crypto';
import { protocol, type PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import { compileSql } from './compileSql';

/**
 * A read whose statement the database keeps parsed and planned under a name, so a call only binds
 * its values and runs it: planning a page of search costs more than running it. The answer is the
 * first column of the first row, as text (a statement that builds its own JSON), or null.
 * Statements are named after their text, so the text must not embed values: every value is a
 * parameter (`sql.param(list)` for a list), which also bounds the number of statements kept.
 */
export type PreparedText = (query: SQL) => Promise<string | null>;

/** Statement names by text: the same text, the same name, on every connection and instance. */
const names = new Map<string, string>();
function nameOf(text: string) {
  let name = names.get(text);
  if (name === undefined) {
    name = `prepared_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

function compile(query: SQL, onQuery: ((query: string) => void) | undefined) {
  const { text, params } = compileSql(query);
  onQuery?.(text);
  return { name: nameOf(text), text, params };
}

/**
 * Named statements a connection keeps before it is closed: a PostgreSQL session keeps the plan of
 * each statement it prepared until it ends, about 300 kB for a search of 13 branches, and a pool
 * under steady load never closes a connection for being idle, so random searches grew every session
 * without bound (at 10 lakh, 10 s of the bench's random searches planned 90 statements a connection).
 * Not lower: a pool at rest hands every read to one connection, which must keep the common ones.
 */
export const STATEMENTS_PER_CONNECTION = 1_000;

/**
 * node-postgres keeps a named statement per connection: parsed and planned on a connection's first
 * use; past STATEMENTS_PER_CONNECTION the connection is closed as it comes back, and the pool opens
 * another when it needs one.
 */
export function postgresPreparedText(pool: pg.Pool, onQuery?: (query: string) => void): PreparedText {
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  return async (query) => {
    const { name, text, params } = compile(query, onQuery);
    const connection = await pool.connect();
    const prepared = preparedOn.get(connection) ?? new Set<string>();
    preparedOn.set(connection, prepared);
    let failed = false;
    try {
      const result = await connection.query<[string | null]>({ name, text, values: params, rowMode: 'array' });
      prepared.add(name);
      return result.rows[0]?.[0] ?? null;
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      // As pool.query() does, a connection whose statement failed is not reused.
      connection.release(failed || prepared.size >= STATEMENTS_PER_CONNECTION);
    }
  };
}

/** A parameter in PostgreSQL's text format: lists as array literals, every element quoted. */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return `{${value.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
  return String(value);
}

/**
 * PGlite's query() parses every statement again, so the statement is parsed once with the
 * extended protocol's Parse under its name, then each call is one Bind, Execute and Sync
 * (docs/toolchain.md#pglite-prepared). Like query(), it waits for a transaction in progress.
 * Its Bind uses the generic plan, as PostgreSQL's pool for these reads does (server/db/client.ts):
 * PGlite has one session, so the setting is made for the Bind and reset in the same message.
 */
export function pglitePreparedText(client: PGlite, onQuery?: (query: string) => void): PreparedText {
  const { serialize } = protocol;
  const genericPlan = serialize.query('SET plan_cache_mode = force_generic_plan');
  const usualPlans = serialize.query('RESET plan_cache_mode');
  const parsed = new Set<string>();
  const run = async (...messages: Uint8Array[]) => {
    const result = await client.execProtocol(Buffer.concat([...messages, serialize.sync()]), { syncToFs: false });
    return result.messages;
  };
  return async (query) => {
    const { name, text, params } = compile(query, onQuery);
    // query() waits for the database to start; execProtocol does not (and PGlite's start takes the locks below).
    await client.waitReady;
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!parsed.has(name)) {
          await run(serialize.parse({ name, text }));
          parsed.add(name);
        }
        const messages = await run(
          genericPlan,
          serialize.bind({ statement: name, values: params.map(textOf) }),
          serialize.execute({}),
          serialize.sync(),
          usualPlans,
        );
        const row = messages.find((message) => message.name === 'dataRow') as { fields: (string | null)[] } | undefined;
        return row?.fields[0] ?? null;
      }),
    );
  };
}
