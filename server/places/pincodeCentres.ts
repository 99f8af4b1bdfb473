import { readFileSync } from 'node:fs';
import type { LatLng } from '@/api/contract/coordinates';

// docs/map.md#pincode-centres: the centre of each Indian pincode, from pincodeCentres.txt (written by
// scripts/pincodeCentres.ts; its header names the source and its licence). Read once, on first use:
// about 19,000 lines, a few milliseconds.

let centres: Map<string, LatLng> | null = null;

function load() {
  const text = readFileSync(new URL('./pincodeCentres.txt', import.meta.url), 'utf8');
  const loaded = new Map<string, LatLng>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [pincode, lat, lng] = line.split(' ');
    loaded.set(pincode!, [Number(lat), Number(lng)]);
  }
  return loaded;
}

/** The centre of a six-digit pincode's post offices, or null for one we have no place for. */
export function pincodeCentre(pincode: string): LatLng | null {
  centres ??= load();
  return centres.get(pincode.trim()) ?? null;
}
