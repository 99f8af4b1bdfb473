import { z } from 'zod';
import { lazySchema } from './lazySchema';

/**
 * docs/leads.md#response-time: how quickly an owner (builder, seller, agent) first replies to an
 * inquiry, as the median over the inquiries of the last RESPONSE_TIME_WINDOW_DAYS days, computed by
 * the server. Shown only from RESPONSE_TIME_MIN_INQUIRIES inquiries on, and only when more than half
 * of them were answered (an inquiry not answered yet counts as never answered).
 */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
export const RESPONSE_TIME_MIN_INQUIRIES = 5;

/** On a builder's profile and a listing's poster, only when shown: absent means hidden. */
export const responseTimeSchema = lazySchema(() =>
  z.object({
    /** The median time to the first reply, in whole minutes, rounded up. */
    medianMinutes: z.number().int().min(0),
  }),
);
export type ResponseTime = z.infer<typeof responseTimeSchema>;
