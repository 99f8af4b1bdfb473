import { z } from 'zod';

/** The `:id` of a parameterised route (apiPaths' `routePatterns`): one shape for every domain. */
export const idParams = z.object({ id: z.string().min(1).max(100) });
