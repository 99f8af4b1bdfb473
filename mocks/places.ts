import { jittered, type LatLng } from '@/api/contract/coordinates';
import type { Pin, Place } from '@/api/contract/place';

// docs/map.md#mock-places: where the mock db's items stand. The contract carries no coordinates yet
// (the pin picker will send them), so the mocks place an item as the seeds do: its pincode's place,
// moved up to 400 m by a hash of its id, the same on every run. The places are the localities'
// own (the pincodes' post-office centres put Indiranagar 560038 4 km off); an unknown pincode has none.

const pincodePlaces: Record<string, LatLng> = {
  '560095': [12.9352, 77.6245], // Koramangala, Bengaluru
  '560038': [12.9784, 77.6408], // Indiranagar, Bengaluru
  '560066': [12.9698, 77.75], // Whitefield, Bengaluru
  '411057': [18.5913, 73.7389], // Hinjewadi, Pune
  '411038': [18.5074, 73.8077], // Kothrud, Pune
  '400051': [19.066, 72.868], // Bandra Kurla Complex, Mumbai
};

/** A fixture pincode's place, what the mock GET /api/pincodes/{pincode} answers. */
export const mockPincodeCentre = (pincode: string): LatLng | null => pincodePlaces[pincode] ?? null;

/** A mock item's place from its id and pincode; null when the pincode is not one of the fixtures'. */
export function mockPlaceOf(id: string, pincode: string | undefined): LatLng | null {
  const place = pincode ? pincodePlaces[pincode] : undefined;
  return place ? jittered(place, id) : null;
}

/**
 * docs/map.md#approximate-places: a save's place as the server decides it (server/geo/pins.ts), with
 * the mocks' centres: the pin; else the earlier pin, or the approximate place while the pincode
 * stays; else the pincode's place, approximate.
 */
export function mockPlaceOfSave(
  pin: Pin | null,
  pincode: string,
  id: string,
  saved?: { place: Place | null; pincode: string | undefined },
): Place | null {
  if (pin) return { lat: pin.lat, lng: pin.lng, approximate: false };
  if (saved && (saved.place?.approximate === false || saved.pincode === pincode)) return saved.place;
  const centre = mockPlaceOf(id, pincode);
  return centre ? { lat: centre[0], lng: centre[1], approximate: true } : null;
}
