import { apiPaths, pincodeCentreSchema } from './contract';
import { apiRequest } from './client';

/** Public (docs/map.md#pincode-endpoint): the centre of a six-digit pincode; a 404 ApiError when we have none. */
export const getPincodeCentre = (pincode: string) =>
  apiRequest(apiPaths.pincodeCentre(pincode), { schema: pincodeCentreSchema });
