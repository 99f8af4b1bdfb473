import useSWR from 'swr';
import { PINCODE_PATTERN, type Pin } from '@/api/contract';
import { getPincodeCentre } from '@/api/pincodes';
import { isApiError } from '@/api/errors';

export type PincodeCentreState =
  | { kind: 'no pincode' }
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'failed' }
  | { kind: 'found'; centre: Pin };

/**
 * docs/map.md#pincode-endpoint: where the picker starts, asked once a full pincode is typed. The
 * answer is fixed data, so SWR keeps it for the page's life and never asks again on focus.
 */
export function usePincodeCentre(pincode: string): PincodeCentreState {
  const valid = PINCODE_PATTERN.test(pincode);
  const { data, error } = useSWR(valid ? ['pincode centre', pincode] : null, () => getPincodeCentre(pincode), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  if (!valid) return { kind: 'no pincode' };
  if (error) return { kind: isApiError(error) && error.status === 404 ? 'unknown' : 'failed' };
  if (!data) return { kind: 'loading' };
  return { kind: 'found', centre: { lat: data.lat, lng: data.lng } };
}
