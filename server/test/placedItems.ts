import type { searchItems } from '../db/schema';
import type { LatLng } from '@/api/contract/coordinates';

// The map's and a locality's fixed data: public items written straight into the read model, each with a place.

export const pune: LatLng = [18.5204, 73.8567];
export const mumbai: LatLng = [19.076, 72.8777];

/** A public listing of Baner, Pune, for sale at 80 L, at `place` (none when null). */
export const placedItem = (
  id: string,
  place: LatLng | null,
  fields: Partial<typeof searchItems.$inferInsert> = {},
) => ({
  kind: 'listing' as const,
  id,
  ownerId: 'owner',
  city: 'Pune',
  cityKey: 'pune',
  locality: 'Baner',
  title: `Flat ${id}`,
  purpose: 'sale',
  propertyType: 'flat',
  bhks: [2],
  bhkMax: 2,
  price: 8_000_000,
  priced: true,
  ready: true,
  possession: '9999',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  lat: place?.[0] ?? null,
  lng: place?.[1] ?? null,
  ...fields,
});
