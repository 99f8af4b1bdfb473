// `npx tsx bench/slowestQueries.ts <origin> [search|suggestions|map|locality] [count] [seed]`: the random queries of
// the scale bench (bench/randomQueries.ts) sent one at a time to a running server, each timed to its
// last byte; prints p50, p90, p99 and the slowest, to find what a plan misses at a portal's size.
// Start the server on a scaled database with the response cache off (RESPONSE_CACHE=off).
import { randomPaths, type RandomCall } from './randomQueries';

const [origin = 'http://127.0.0.1:4000', kind = 'search', count = '300', seed = '33'] = process.argv.slice(2);
const SHOWN = 15;

const next = randomPaths(kind as RandomCall, Number(seed));
const timed: { ms: number; path: string }[] = [];
for (let n = 0; n < Number(count); n += 1) {
  const path = next();
  const started = performance.now();
  await (await fetch(origin + path)).arrayBuffer();
  timed.push({ ms: performance.now() - started, path });
}
timed.sort((a, b) => b.ms - a.ms);
const at = (share: number) => timed[Math.floor((1 - share) * (timed.length - 1))]!.ms.toFixed(1);
// The mean is what bounds the rate under load: the server's cores spend it on every request.
const mean = (rows: typeof timed) => (rows.reduce((sum, { ms }) => sum + ms, 0) / Math.max(rows.length, 1)).toFixed(1);
const texted = timed.filter(({ path }) => /[?&]q=/.test(path));
console.log(
  `${timed.length} ${kind}, one at a time: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, mean ${mean(timed)} ms` +
    (kind === 'search' ? ` (with text ${texted.length}: mean ${mean(texted)} ms)` : ''),
);
for (const { ms, path } of timed.slice(0, SHOWN))
  console.log(`${ms.toFixed(1).padStart(8)} ms  ${decodeURIComponent(path)}`);
