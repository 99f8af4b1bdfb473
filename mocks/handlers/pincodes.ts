import { HttpResponse } from 'msw';
import { apiPaths, PINCODE_CACHE_CONTROL, PINCODE_PATTERN, placeMessages } from '@/api/contract';
import { mockPincodeCentre } from '../places';
import { badRequest, endpoint } from './scenario';

const centre = endpoint('get', apiPaths.pincodeCentre(':pincode'), ({ params }) => {
  const pincode = String(params.pincode);
  if (!PINCODE_PATTERN.test(pincode)) return badRequest(placeMessages.notAPincode);
  const place = mockPincodeCentre(pincode);
  if (!place) return HttpResponse.json({ message: placeMessages.unknownPincode }, { status: 404 });
  return HttpResponse.json(
    { pincode, lat: place[0], lng: place[1] },
    { headers: { 'cache-control': PINCODE_CACHE_CONTROL } },
  );
});

/** docs/map.md#pincode-endpoint: the fixtures' pincodes (mocks/places.ts) have a centre; others 404. */
export const pincodes = { centre };
