import { jittered } from '@/api/contract/coordinates';
import type { Pin, Place } from '@/api/contract/place';
import { pincodeCentre } from './pincodeCentres';

// docs/map.md#approximate-places: where a create or edit puts an item.

interface PlaceColumns {
  lat: number | null;
  lng: number | null;
  pinned: boolean;
}

/** The item's place as saved before this edit, with the pincode it was saved under. */
export interface SavedPlace extends PlaceColumns {
  pincode: string;
}

/**
 * The place columns of a save. The owner's pin wins; without one an edit keeps the owner's earlier
 * pin, or its approximate place while the pincode stays (an edit of the price alone must not move
 * it: docs/review.md#edits-live-at-once); otherwise the pincode's centre, moved a few hundred metres
 * by the item's id as the seeds are, so the items of one pincode do not stack on one spot.
 */
export function placeColumns(pin: Pin | null, pincode: string, id: string, saved?: SavedPlace): PlaceColumns {
  if (pin) return { lat: pin.lat, lng: pin.lng, pinned: true };
  if (saved && (saved.pinned || saved.pincode === pincode))
    return { lat: saved.lat, lng: saved.lng, pinned: saved.pinned };
  const centre = pincodeCentre(pincode);
  if (!centre) return { lat: null, lng: null, pinned: false };
  const [lat, lng] = jittered(centre, id);
  return { lat, lng, pinned: false };
}

/** A row's place as answers carry it. */
export const placeOfRow = ({ lat, lng, pinned }: PlaceColumns): Place | null =>
  lat === null || lng === null ? null : { lat, lng, approximate: !pinned };
