import { checkPin, placeField, type Pin } from './contract/place';

/** A JSON text part of a multipart body: undefined when absent, the invalid-json symbol when unreadable. */
export function parseJsonPart(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return INVALID_JSON;
  }
}

export const INVALID_JSON = Symbol.for('invalid-json');

/** docs/map.md#the-pin: the owner's pin as the JSON part `place`, absent while they placed none. */
export function appendPin(form: FormData, pin: Pin | null) {
  if (pin) form.append(placeField, JSON.stringify({ lat: pin.lat, lng: pin.lng }));
}

/** The `place` part read back: no pin when absent, else a pin in India or the refusal's message. */
export function readPinPart(parts: Record<string, string | undefined>): { pin: Pin | null } | { message: string } {
  const value = parseJsonPart(parts[placeField]);
  return typeof value === 'symbol' ? { message: `${placeField} is not valid JSON` } : checkPin(value);
}
