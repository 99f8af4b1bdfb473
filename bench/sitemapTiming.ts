// The scale bench's sitemap figures (bench/scaleLoad.ts): how soon a file's first byte comes, and
// what twenty crawlers reading the whole sitemap at once do to the server's memory and to the other
// requests it answers meanwhile. Plain node:http, gzip accepted and not unzipped, as a crawler
// takes it: the bench process spends no CPU the server would want.
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface Fetched {
  status: number;
  /** Milliseconds to the first byte of the body, and to its end. */
  firstByte: number;
  total: number;
  /** Bytes as sent (gzipped when the server gzips). */
  bytes: number;
  body: Buffer;
}

/** One GET with gzip accepted, timed to its first body byte and its end; the body kept when `keep`. */
export function timedGet(url: string, keep = false): Promise<Fetched> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let firstByte = 0;
      let bytes = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        firstByte ||= performance.now() - started;
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = keep && response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, firstByte, total: performance.now() - started, bytes, body });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

export const locationsIn = (xml: Buffer) => [...xml.toString().matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** The resident memory of a process, in bytes (Linux). */
export function residentBytes(pid: number) {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) * 1024 : 0;
}

/**
 * `crawlers` crawlers at once, each reading the index and then every file it names, one after the
 * other, as a search engine does; resolves with how long the last took and the server's peak
 * memory meanwhile (sampled every 100 ms).
 */
export async function crawlAtOnce(indexUrl: string, crawlers: number, serverPid: number) {
  let peak = residentBytes(serverPid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(serverPid))), 100);
  const started = performance.now();
  let bytes = 0;
  try {
    await Promise.all(
      Array.from({ length: crawlers }, async () => {
        const index = await timedGet(indexUrl, true);
        for (const file of locationsIn(index.body)) bytes += (await timedGet(file)).bytes;
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, peakBytes: peak, bytes };
}
