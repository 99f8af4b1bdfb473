import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './requestLog';

/** An app as buildApp makes it (no request lines of Fastify's own), its log lines kept. */
function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logController: new RequestLog(20), logger: { level, stream } });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

describe('request log', () => {
  it('at info: nothing for a quick answer; server errors and slow answers with their request id', async () => {
    const { app, lines } = appWithLog('info');
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/fast' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/slow' });
    await app.inject({ method: 'GET', url: '/broken' });
    const requestLines = lines.filter((line) => line.url);
    expect(requestLines).toEqual([
      expect.objectContaining({ msg: 'slow request', url: '/slow', statusCode: 200, reqId: expect.any(String) }),
      expect.objectContaining({ msg: 'request answered with a server error', url: '/broken', statusCode: 500 }),
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
