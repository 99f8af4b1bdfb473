import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSharedRenders, type SharedRenderOptions } from './sharedRenders';

/** A maker whose second part waits until the test lets it go; counts how often it ran. */
function gatedMaker(parts = ['<a>', '</a>']) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const maker = {
    runs: 0,
    release,
    async *make() {
      maker.runs += 1;
      yield parts[0]!;
      await gate;
      yield parts[1]!;
    },
  };
  return maker;
}

async function text(chunks: AsyncIterable<Buffer>) {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return gunzipSync(Buffer.concat(all)).toString();
}

const options = (change: Partial<SharedRenderOptions> = {}) => {
  let clock = 0;
  return {
    advance: (ms: number) => (clock += ms),
    renders: createSharedRenders({ keep: true, maxBytes: 1_000_000, ttlMs: 1_000, now: () => clock, ...change }),
  };
};

describe('shared renders', () => {
  it('makes an answer once for everyone who asks while it is made, and each reads all of it', async () => {
    const { renders } = options({ keep: false });
    const maker = gatedMaker();
    const readers = Array.from({ length: 20 }, () => text(renders.read('file', () => maker.make())));
    maker.release();
    expect(await Promise.all(readers)).toEqual(Array(20).fill('<a></a>'));
    expect(maker.runs).toBe(1);
    // Not kept: the next reader has it made again.
    await text(renders.read('file', () => maker.make()));
    expect(maker.runs).toBe(2);
  });

  it('keeps a made answer until its time is up', async () => {
    const { renders, advance } = options();
    const maker = gatedMaker();
    maker.release();
    await text(renders.read('file', () => maker.make()));
    advance(999);
    expect(await text(renders.read('file', () => maker.make()))).toBe('<a></a>');
    expect(maker.runs).toBe(1);
    advance(2);
    await text(renders.read('file', () => maker.make()));
    expect(maker.runs).toBe(2);
  });

  it('fails every reader of an answer that failed, and keeps nothing of it', async () => {
    const { renders } = options();
    async function* failing() {
      yield '<a>';
      throw new Error('the database went away');
    }
    await expect(text(renders.read('file', failing))).rejects.toThrow('the database went away');
    const maker = gatedMaker();
    maker.release();
    expect(await text(renders.read('file', () => maker.make()))).toBe('<a></a>');
    expect(renders.size.entries).toBe(1);
  });

  it('drops the least recently used answers beyond its bytes', async () => {
    const { renders } = options({ maxBytes: 80 });
    const make = (name: string) =>
      async function* () {
        yield `<${name}>${'x'.repeat(20)}</${name}>`;
      };
    for (const name of ['a', 'b', 'c']) await text(renders.read(name, make(name)));
    expect(renders.size.entries).toBeLessThan(3);
    expect(renders.size.bytes).toBeLessThanOrEqual(80);
  });
});
