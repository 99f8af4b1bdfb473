import type { Pin, Place } from '@/api/contract';

// docs/map.md#the-pin: a place in words, said one way by the picker, the wizard's review and staff's.

/** "12.978400° N, 77.640800° E" (six decimals, about 10 cm). */
export const pinText = ({ lat, lng }: Pin) => `${lat.toFixed(6)}° N, ${lng.toFixed(6)}° E`;

/** A saved place, saying when it is only the pincode's centre; null when it has none. */
export const placeText = (place: Place | null | undefined) =>
  place ? `${pinText(place)}${place.approximate ? ' (pincode centre, approximate)' : ''}` : null;

/** The place on OpenStreetMap's own site, for staff to look around it (a link, never a tile we load). */
export const placeMapUrl = ({ lat, lng }: Pin) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
