import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { startTestApp, type TestApp } from '../test/testApp';

const REDIS_SERVER = '/usr/bin/redis-server';
const LIMIT = 3;
const LIMITED = { message: 'Too many attempts. Please wait a minute and try again.' };

if (!existsSync(REDIS_SERVER))
  console.warn(`Rate limits while Redis is down: skipped. ${REDIS_SERVER} is not installed`);

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A private Redis of this test only (the machine's own at 6379 is left alone), ready to answer. */
async function startRedis(port: number) {
  const child = spawn(REDIS_SERVER, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * Issue #30 hole 3: while Redis was away, @fastify/rate-limit skipped the limits (skipOnError).
 * Now each instance counts on its own until Redis is back (docs/auth.md#login-limits).
 */
describe.skipIf(!existsSync(REDIS_SERVER))('per-address rate limits while Redis is down', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let peek: Redis;
  let a: TestApp;
  let b: TestApp;
  const logA: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    peek = new Redis(redisUrl, { lazyConnect: true });
    // It reconnects by itself after the kill; its failed attempts are expected here.
    peek.on('error', () => undefined);
    const [kind] = testDatabaseKinds();
    const config = { redisUrl, rateLimit: { login: LIMIT, codes: LIMIT }, logLevel: 'info' };
    a = await startTestApp(kind!, { config, logStream: { write: (line: string) => void logA.push(line) } });
    b = await startTestApp(kind!, { config, logStream: { write: () => undefined } });
  });
  afterAll(async () => {
    peek?.disconnect();
    await Promise.all([a?.close(), b?.close()]);
    if (redis && redis.exitCode === null) await kill(redis);
  });

  const login = (t: TestApp, remoteAddress: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress,
        payload: { email: 'nobody@example.in', password: 'x', role: 'Buyer' },
      })
      .then((response) => ({ status: response.statusCode, body: response.json<unknown>() }));
  const loginCount = (address: string) => peek.get(`nivaas:rate-limit:POST/api/users/login-${address}`);
  const logLines = (text: string) => logA.filter((line) => line.includes(text));

  it('counts in Redis while it answers: one address is limited across both instances', async () => {
    await peek.connect();
    expect((await login(a, '198.51.100.1')).status).toBe(404);
    expect((await login(b, '198.51.100.1')).status).toBe(404);
    expect(await loginCount('198.51.100.1')).toBe('2');
    expect((await login(a, '198.51.100.1')).status).toBe(404);
    expect(await login(b, '198.51.100.1')).toEqual({ status: 429, body: LIMITED });
  });

  it('still answers 429 at the limit after Redis is killed, counting in the instance, and says so once', async () => {
    await kill(redis!);
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i += 1) answers.push((await login(a, '203.0.113.7')).status);
    expect(answers).toEqual([404, 404, 404, 429, 429]);
    expect(await login(a, '203.0.113.8')).toEqual({ status: 404, body: { message: 'User not found' } });
    // The code calls are limited too.
    const codes = [];
    for (let i = 0; i < LIMIT + 1; i += 1)
      codes.push(
        (
          await a.app.inject({
            method: 'POST',
            url: '/api/users/forgot-password',
            remoteAddress: '203.0.113.7',
            payload: { email: 'nobody@example.in' },
          })
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
    // The instance's own window is on the app's clock: a minute later the address may try again.
    a.clock.advance(61_000);
    expect((await login(a, '203.0.113.7')).status).toBe(404);
    expect(logLines('Redis is unreachable')).toHaveLength(1);
  });

  it('counts in Redis again once it is back', async () => {
    redis = await startRedis(port);
    // The instances reconnect by themselves; the first call of each that reaches Redis counts there.
    await vi.waitFor(
      async () => {
        await Promise.all([login(a, '192.0.2.1'), login(b, '192.0.2.2')]);
        expect(await Promise.all([loginCount('192.0.2.1'), loginCount('192.0.2.2')])).not.toContain(null);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect([(await login(a, '192.0.2.3')).status, (await login(b, '192.0.2.3')).status]).toEqual([404, 404]);
    expect((await login(a, '192.0.2.3')).status).toBe(404);
    expect(await login(b, '192.0.2.3')).toEqual({ status: 429, body: LIMITED });
    expect(await loginCount('192.0.2.3')).toBe('4');
    expect(logLines('Redis is back')).toHaveLength(1);
  });
});
