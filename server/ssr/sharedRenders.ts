import { once } from 'node:events';
import { createGzip } from 'node:zlib';

/**
 * Answers made once and read by everyone who asks while it is made and, when `keep` is on, for
 * `ttlMs` after (the sitemaps, server/ssr/seo.ts): the first request starts making it, gzipped
 * as it comes; each reader, the first included, streams the gzipped chunks as they are made, so
 * twenty crawlers asking at once cost one read of the database and one compression, and none of
 * them waits for the whole file before its first byte. Kept answers are dropped after `ttlMs`,
 * and the least recently used beyond `maxBytes`.
 */
export function createSharedRenders({ keep, maxBytes, ttlMs, now }: SharedRenderOptions) {
  const entries = new Map<string, Render>();
  let bytes = 0;

  function forget(key: string) {
    const render = entries.get(key);
    if (!render) return;
    entries.delete(key);
    if (render.kept) bytes -= render.bytes;
  }

  function finished(key: string, render: Render) {
    if (entries.get(key) !== render) return;
    if (!keep || render.failed) return forget(key);
    render.kept = true;
    bytes += render.bytes;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      if (old.kept) forget(oldKey);
    }
  }

  return {
    /** The gzipped answer for `key`: kept, being made, or made now from `make`'s text. */
    read(key: string, make: () => AsyncIterable<string>): AsyncIterable<Buffer> {
      const kept = entries.get(key);
      if (kept && !(kept.done && now() - kept.startedAt > ttlMs)) {
        // Most recently used: to the end of the order.
        entries.delete(key);
        entries.set(key, kept);
        return kept.read();
      }
      forget(key);
      const render = new Render(now());
      entries.set(key, render);
      void render.make(make).finally(() => finished(key, render));
      return render.read();
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}

export interface SharedRenderOptions {
  /** Keep a made answer for later readers (RESPONSE_CACHE on), or only share it while it is made. */
  keep: boolean;
  maxBytes: number;
  ttlMs: number;
  now: () => number;
}

/** One answer: its gzipped chunks so far, and the readers waiting for the next. */
class Render {
  chunks: Buffer[] = [];
  bytes = 0;
  done = false;
  failed: unknown = null;
  /** Counted in the kept bytes. */
  kept = false;
  private waiting: (() => void)[] = [];

  constructor(readonly startedAt: number) {}

  private wake() {
    for (const resume of this.waiting.splice(0)) resume();
  }

  async make(make: () => AsyncIterable<string>) {
    const gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.bytes += chunk.length;
      this.wake();
    });
    const ended = once(gzip, 'end');
    ended.catch(() => undefined);
    try {
      for await (const text of make()) if (!gzip.write(text)) await once(gzip, 'drain');
      gzip.end();
      await ended;
    } catch (error) {
      this.failed = error;
      gzip.destroy();
    }
    this.done = true;
    this.wake();
  }

  async *read(): AsyncIterable<Buffer> {
    for (let next = 0; ;) {
      while (next < this.chunks.length) yield this.chunks[next++]!;
      if (this.failed) throw this.failed;
      if (this.done) return;
      await new Promise<void>((resume) => this.waiting.push(resume));
    }
  }
}
