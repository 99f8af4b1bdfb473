import { jittered, type LatLng } from '@/api/contract/coordinates';
import { pincodeCentre } from '../places/pincodeCentres';
import { scalePlaces } from './places';

// docs/map.md#seeded-places: where the demo and scale seeds put their items.

let cityCentres: Map<string, LatLng> | null = null;

/** Each seeded city's centre: the mean of its localities' pincode centres. */
function cityCentre(city: string) {
  cityCentres ??= new Map(
    [...new Set(scalePlaces.map((place) => place.city))].map((name) => {
      const known = scalePlaces.flatMap((place) => (place.city === name ? [pincodeCentre(place.pincode)] : []));
      const centres = known.filter((centre) => centre !== null);
      const mean = (axis: 0 | 1) => centres.reduce((sum, centre) => sum + centre[axis], 0) / centres.length;
      return [name.toLowerCase(), [mean(0), mean(1)] as LatLng];
    }),
  );
  return cityCentres.get(city.toLowerCase()) ?? null;
}

/**
 * A seeded item's place: its pincode's centre, else its city's (two seeded pincodes have no place in
 * the directory), moved a few hundred metres by its key (an id, a title) so that the items of one
 * pincode do not stack on one pin. Null for a place we know nothing of.
 */
export function seededCoordinates(location: { pincode: string; city: string }, key: string) {
  const centre = pincodeCentre(location.pincode) ?? cityCentre(location.city);
  if (!centre) return { lat: null, lng: null };
  const [lat, lng] = jittered(centre, key);
  return { lat, lng };
}
