import { describe, expect, it } from 'vitest';
import { boxAround, haversineKm, inIndia, jittered, type LatLng } from './coordinates';

const pune: LatLng = [18.5204, 73.8567];
const mumbai: LatLng = [19.076, 72.8777];

describe('coordinates', () => {
  it('measures great-circle distances in km', () => {
    // Pune to Mumbai, centre to centre, about 120 km as the crow flies.
    expect(haversineKm(pune, mumbai)).toBeCloseTo(119.9, 0);
    // Delhi (28.6139, 77.2090) to Bengaluru (12.9716, 77.5946): about 1,740 km.
    expect(haversineKm([28.6139, 77.209], [12.9716, 77.5946])).toBeGreaterThan(1_735);
    expect(haversineKm([28.6139, 77.209], [12.9716, 77.5946])).toBeLessThan(1_745);
    expect(haversineKm(pune, pune)).toBe(0);
    // One degree of latitude is about 111.2 km anywhere.
    expect(haversineKm([10, 77], [11, 77])).toBeCloseTo(111.2, 1);
  });

  it('knows India from the rest of the world', () => {
    expect(inIndia(pune)).toBe(true);
    expect(inIndia([0, 0])).toBe(false);
    expect(inIndia([73.8567, 18.5204])).toBe(false); // swapped
    expect(inIndia([51.5, -0.12])).toBe(false);
    expect(inIndia([Number.NaN, 77])).toBe(false);
  });

  it('boxes every point within a radius', () => {
    const box = boxAround(pune, 10);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const r = (bearing * Math.PI) / 180;
      // A point a little under 10 km away in each direction is inside.
      const at: LatLng = [
        pune[0] + (9.99 / 111.2) * Math.cos(r),
        pune[1] + ((9.99 / 111.2) * Math.sin(r)) / Math.cos((pune[0] * Math.PI) / 180),
      ];
      expect(haversineKm(pune, at)).toBeLessThan(10.05);
      expect(at[0]).toBeGreaterThanOrEqual(box.south);
      expect(at[0]).toBeLessThanOrEqual(box.north);
      expect(at[1]).toBeGreaterThanOrEqual(box.west);
      expect(at[1]).toBeLessThanOrEqual(box.east);
    }
    expect(haversineKm(pune, [box.north, pune[1]])).toBeCloseTo(10, 5);
  });

  it('jitters a point a few hundred metres, the same for the same key', () => {
    const points = Array.from({ length: 200 }, (_, i) => jittered(pune, `item-${i}`));
    expect(jittered(pune, 'item-7')).toEqual(points[7]);
    for (const point of points) expect(haversineKm(pune, point)).toBeLessThanOrEqual(0.401);
    // Spread out, not stacked: nearly every pin has its own spot.
    expect(new Set(points.map((p) => p.join())).size).toBeGreaterThan(195);
    expect(Math.max(...points.map((p) => haversineKm(pune, p)))).toBeGreaterThan(0.3);
  });
});
