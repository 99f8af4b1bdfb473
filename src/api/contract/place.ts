import { z } from 'zod';
import { inIndia } from './coordinates';
import { lazySchema } from './lazySchema';

// docs/map.md#the-pin: where an owner put their listing's or project's pin, and the pincode centre
// the pin picker starts from.

/** The pin an owner sends with a create or edit (the multipart part `place`, JSON). */
export const pinSchema = lazySchema(() => z.object({ lat: z.number(), lng: z.number() }));
export type Pin = z.infer<typeof pinSchema>;

/**
 * A saved item's place as answers carry it: `approximate` when nobody pinned it and it stands at its
 * pincode's centre (docs/map.md#approximate-places).
 */
export const placeSchema = lazySchema(() => pinSchema.extend({ approximate: z.boolean() }));
export type Place = z.infer<typeof placeSchema>;

export const placeField = 'place';

/** The refusals of a pin and of the pincode lookup, answered as 400/404 `{ message }`. */
export const placeMessages = {
  notAPin: 'A pin needs its latitude and longitude together, as numbers (lat and lng)',
  outsideIndia: 'The pin must lie in India',
  notAPincode: 'A pincode is six digits',
  unknownPincode: 'We have no place for this pincode',
} as const;

/** The pin of a `place` part already read as JSON: none when absent or null, else a checked pin or a message. */
export function checkPin(value: unknown): { pin: Pin | null } | { message: string } {
  if (value === undefined || value === null) return { pin: null };
  const parsed = pinSchema.safeParse(value);
  if (!parsed.success) return { message: placeMessages.notAPin };
  const { lat, lng } = parsed.data;
  return inIndia([lat, lng]) ? { pin: { lat, lng } } : { message: placeMessages.outsideIndia };
}

/** A saved place back into a form: an approximate place is no pin (the picker starts there anyway). */
export const pinOfPlace = (place: Place | null | undefined): Pin | null =>
  place && !place.approximate ? { lat: place.lat, lng: place.lng } : null;

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** GET /api/pincodes/{pincode}: the centre of the pincode's post offices. */
export const pincodeCentreSchema = lazySchema(() =>
  z.object({ pincode: z.string(), lat: z.number(), lng: z.number() }),
);
export type PincodeCentre = z.infer<typeof pincodeCentreSchema>;

/** A pincode centre never changes between data releases: a day in any cache. */
export const PINCODE_CACHE_CONTROL = 'public, max-age=86400';
