import { z } from 'zod';
import { apiPaths, PINCODE_CACHE_CONTROL, PINCODE_PATTERN, placeMessages, routePattern } from '@/api/contract';
import { badRequest, notFound } from '../http/errors';
import type { App } from '../services';
import { pincodeCentre } from '../places/pincodeCentres';

/**
 * GET /api/pincodes/{pincode} (docs/map.md#pincode-endpoint): where the pin picker starts. Fixed
 * data, the same for everyone and read from memory, so any cache may keep it for a day.
 */
export function pincodeRoutes(app: App) {
  app.get(
    routePattern(apiPaths.pincodeCentre),
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const pincode = request.params.id;
      if (!PINCODE_PATTERN.test(pincode)) throw badRequest(placeMessages.notAPincode);
      const centre = pincodeCentre(pincode);
      if (!centre) throw notFound(placeMessages.unknownPincode);
      reply.header('cache-control', PINCODE_CACHE_CONTROL);
      return { pincode, lat: centre[0], lng: centre[1] };
    },
  );
}
