import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog, SLOW_REQUEST_MS } from './requestLog';

/** An app as buildApp makes it (no request lines of Fastify's own), its log lines kept. */
function appWithLog(level: string, slowMs = SLOW_REQUEST_MS) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logController: new RequestLog(slowMs), logger: { level, stream } });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

describe('request log', () => {
  // The thresholds are set far from any real duration, so the machine's speed cannot change a line.
  it('at info: nothing for an answer under the slow threshold; server errors with their request id', async () => {
    const { app, lines } = appWithLog('info', 60_000);
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/fast' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/broken' });
    expect(lines.filter((line) => line.url)).toEqual([
      expect.objectContaining({
        msg: 'request answered with a server error',
        url: '/broken',
        statusCode: 500,
        reqId: expect.any(String),
      }),
    ]);
    await app.close();
  });

  it('at info: an answer over the slow threshold, with its request id', async () => {
    const { app, lines } = appWithLog('info', -1);
    await app.inject({ method: 'GET', url: '/fast' });
    expect(lines.filter((line) => line.url)).toEqual([
      expect.objectContaining({ msg: 'slow request', url: '/fast', statusCode: 200, reqId: expect.any(String) }),
    ]);
    await app.close();
  });

  it('at debug: a line for every request', async () => {
    const { app, lines } = appWithLog('debug');
    await app.inject({ method: 'GET', url: '/fast' });
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    await app.close();
  });
});
