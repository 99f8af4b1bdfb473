// `npx tsx bench/randomLoad.ts <origin> [search|suggestions|map|locality] [seconds] [seed]`: the scale
// bench's random queries (bench/randomQueries.ts) under its load (autocannon, 10 connections) against a
// running server, for pairs of servers on one database (start it with RESPONSE_CACHE=off).
import { measure } from './apiLoad';
import { randomPaths, type RandomCall } from './randomQueries';

const [origin = 'http://127.0.0.1:4000', kind = 'search', seconds = '10', seed = '33'] = process.argv.slice(2);
const result = await measure(origin, Number(seconds), randomPaths(kind as RandomCall, Number(seed)));
console.log(
  `${kind}, ${seconds} s: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms` +
    (result.errors || result.non2xx ? ` (${result.errors} errors, ${result.non2xx} non-2xx)` : ''),
);
