import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock';
import { pglitePreparedText, postgresPreparedText, type PreparedText } from './prepared';
import * as schema from './schema';

type Schema = typeof schema;
/** One type for both drivers: every query is written once against PgDatabase. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runner: the database or a transaction inside it. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance itself, for the job queue's adapter (server/jobs/queue.ts); null on PostgreSQL. */
  pglite: PGlite | null;
  /** A hot read through a statement kept prepared (server/db/prepared.ts). */
  preparedText: PreparedText;
  /** Applies the versioned migrations in server/db/migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string }
  /** dataDir null: in memory (tests), started from `template` (a PGlite dump) when one is given. */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob }
) & {
  /** Told the SQL of every statement sent (tests count the queries of a call). */
  onQuery?: (query: string) => void;
};

const queryLogger = (onQuery: DatabaseOptions['onQuery']) => (onQuery ? { logQuery: onQuery } : undefined);

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: every instance that starts against the same PostgreSQL takes the same lock. */
const MIGRATION_LOCK = 7_040_411;

/**
 * What the migrations create in PGlite: pg_trgm for search's text indexes (migration 0014), btree_gin
 * for the city beside them (0026), cube for the map's GiST index on places (0027, docs/map.md#map-index).
 */
export const pgliteExtensions = { pg_trgm, btree_gin, cube };

function openPglite(dataDir: string | null, onQuery: DatabaseOptions['onQuery'], template: Blob | undefined): Database {
  // PGlite creates only the last folder of its data path (docs/toolchain.md#pglite-data-dir).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const client = new PGlite({ ...(dataDir ? { dataDir } : { loadDataDir: template }), extensions: pgliteExtensions });
  const db = drizzlePglite({ client, schema, logger: queryLogger(onQuery) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    preparedText: pglitePreparedText(client, onQuery),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close().finally(unlock),
  };
}

function openPostgres(url: string, onQuery: DatabaseOptions['onQuery']): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ended (a restart, pg_terminate_backend) is dropped by the pool and
  // replaced on the next query; without a listener its 'error' event would end the process.
  pool.on('error', () => undefined);
  // The same for a connection ended while a request holds it between two statements (inside a
  // transaction): the statement in flight fails and the pool drops the connection.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema, logger: queryLogger(onQuery) });
  // docs/listings.md#search-plans: the public reads' named statements, planned once a connection.
  // PostgreSQL plans a prepared statement anew for its first five runs, and a search's many
  // branches over their partial indexes cost more to plan than to run; every value is a parameter
  // and each branch's index follows from which filters it has, not from their values. JIT is off:
  // a search of many branches passes its cost threshold, and compiling it took 250-340 ms of a
  // statement that runs in tens.
  const preparedPool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
  });
  preparedPool.on('error', () => undefined);
  preparedPool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pglite: null,
    preparedText: postgresPreparedText(preparedPool, onQuery),
    async migrate() {
      // Several API instances may start at once: one migrates while the others wait on the lock.
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        connection.release();
      }
    },
    close: () => Promise.all([pool.end(), preparedPool.end()]).then(() => undefined),
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.onQuery)
    : openPglite(options.dataDir, options.onQuery, options.template);
}

/** PostgreSQL's unique_violation, raised by both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  return [error, cause].some((e) => typeof e === 'object' && e !== null && 'code' in e && e.code === '23505');
}

/** SQLSTATE classes and driver errors that mean the database is away, not that the query is wrong. */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);

/** The database went away under a query (restart, terminated connection, refused connection). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && /Connection terminated|Client has encountered a connection error/.test(message))
      return true;
  }
  return false;
}
