import type { Listing } from '@/api/contract';
import { daysAgo } from '@mocks/factories';

/**
 * docs/listings.md#confirmed-available: one live listing of the Seller's in each state its row can
 * show, dated from today (the row reads the days since its last confirmation from the clock).
 */
export const listingsByFreshness = {
  fresh: { title: '2 BHK Flat in Koramangala', confirmedAt: daysAgo(3) },
  /** Past the 25 days of the reminder, before the 30 of the pause. */
  due: { title: '3 BHK Flat in HSR Layout', confirmedAt: daysAgo(26) },
  paused: { title: '1 BHK Flat in Indiranagar', confirmedAt: daysAgo(31), status: 'paused' },
  /** Held by three reports that count: only the Nivaas team brings it back. */
  held: { title: '2 BHK Flat in Jayanagar', confirmedAt: daysAgo(8), status: 'held' },
  sold: { title: '4 BHK Villa in Whitefield', propertyType: 'villa', confirmedAt: daysAgo(12), status: 'sold' },
  rented: {
    title: '2 BHK Flat for Rent in BTM Layout',
    purpose: 'rent',
    price: 32_000,
    confirmedAt: daysAgo(5),
    status: 'rented',
  },
} satisfies Record<string, Partial<Listing> & { title: string }>;
