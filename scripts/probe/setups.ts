// The surroundings each probe server starts in: PGlite, behind a proxy, on PostgreSQL, with a Redis
// of its own that a check may kill. A setup the machine cannot give is reported, not faked.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../../e2e/serverUnderTest';
import type { SetupName, Surroundings } from './checks';

export interface Setup extends Surroundings {
  env: Record<string, string>;
  close(): Promise<void>;
}

const POSTGRES_ADMIN_URL = process.env.PROBE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the machine's PostgreSQL, dropped on close; a string says why there is none. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | string> {
  const name = `nivaas_probe_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return `no PostgreSQL at ${POSTGRES_ADMIN_URL} (${String(error)}); set PROBE_POSTGRES_URL`;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A redis-server of the probe's own on a free port, so killing it disturbs nothing else. */
async function ownRedis(): Promise<{ url: string; kill(): Promise<void> } | string> {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = await Promise.race([
    new Promise<string>((resolve) =>
      redis.once('error', (error) => resolve(`no redis-server here (${error.message})`)),
    ),
    sleep(500).then(() => null),
  ]);
  if (failed) return failed;
  const kill = async () => {
    if (redis.exitCode !== null || redis.signalCode !== null) return;
    const exited = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGKILL');
    await exited;
  };
  return { url: `redis://127.0.0.1:${port}`, kill };
}

const nothing = async () => undefined;

export async function startSetup(name: SetupName): Promise<Setup | string> {
  switch (name) {
    case 'default':
      return { env: {}, close: nothing };
    case 'proxy':
      // `npm start` behind nginx on the same host: every request arrives from loopback.
      return { env: { TRUST_PROXY: 'true', HOST: '127.0.0.1' }, close: nothing };
    case 'many-addresses':
      // As requests from a thousand client addresses: no per-address minute limit gets in the way.
      return { env: { RATE_LIMIT_CODES: '100000', RATE_LIMIT_LOGIN: '100000' }, close: nothing };
    case 'postgres': {
      const database = await freshDatabase();
      if (typeof database === 'string') return database;
      return { env: { DATABASE_URL: database.url }, databaseUrl: database.url, close: database.drop };
    }
    case 'redis': {
      const redis = await ownRedis();
      if (typeof redis === 'string') return redis;
      return { env: { REDIS_URL: redis.url }, killRedis: redis.kill, close: redis.kill };
    }
  }
}
