import { describe, expect, it } from 'vitest';
import { haversineKm, inIndia } from '@/api/contract/coordinates';
import { pincodeCentre } from './pincodeCentres';
import { scalePlaces } from '../seed/places';

describe('pincodeCentre', () => {
  it('answers the centre of a known pincode, near the place it names', () => {
    // Baner, Pune; Bandra West, Mumbai; Connaught Place, New Delhi: each within a few km of the map's.
    expect(haversineKm(pincodeCentre('411045')!, [18.559, 73.7868])).toBeLessThan(4);
    expect(haversineKm(pincodeCentre('400050')!, [19.0596, 72.8295])).toBeLessThan(3);
    expect(haversineKm(pincodeCentre('110001')!, [28.6315, 77.2167])).toBeLessThan(5);
    expect(pincodeCentre(' 411045 ')).toEqual(pincodeCentre('411045'));
  });

  it('answers null for a pincode it does not know', () => {
    expect(pincodeCentre('000000')).toBeNull();
    expect(pincodeCentre('999999')).toBeNull();
    expect(pincodeCentre('')).toBeNull();
    expect(pincodeCentre('4110')).toBeNull();
  });

  it('places the seeded localities in or near their city', () => {
    // India Post's own coordinates: the offices far from their district are dropped (a misplaced one
    // would put a pincode hundreds of km off), but some pincodes are still off by tens of km
    // (docs/map.md#pincode-centres). Each seeded city's localities lie around its median.
    const known = scalePlaces.filter((place) => pincodeCentre(place.pincode) !== null);
    expect(known.length).toBe(scalePlaces.length - 2); // Domlur 560071 and Vatva 382440 have no place
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    let near = 0;
    for (const city of new Set(known.map((place) => place.city))) {
      const centres = known.filter((place) => place.city === city).map((place) => pincodeCentre(place.pincode)!);
      const middle = [median(centres.map((c) => c[0])), median(centres.map((c) => c[1]))] as const;
      for (const centre of centres) {
        expect(inIndia(centre)).toBe(true);
        expect(haversineKm(centre, middle), city).toBeLessThan(70);
        if (haversineKm(centre, middle) < 20) near += 1;
      }
    }
    expect(near / known.length).toBeGreaterThan(0.9);
  });
});
