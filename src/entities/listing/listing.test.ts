import { describe, expect, it } from 'vitest';
import { listingStatuses } from '@/api/contract';
import { unavailableLabel } from '.';

describe('unavailableLabel (docs/listings.md#favourites-availability)', () => {
  it('says nothing of a live listing, or one from before statuses', () => {
    expect(unavailableLabel('live')).toBeNull();
    expect(unavailableLabel(undefined)).toBeNull();
  });

  it('names a sale sold and a rent rented out; a paused or held one is simply gone', () => {
    expect(Object.fromEntries(listingStatuses.map((status) => [status, unavailableLabel(status)]))).toEqual({
      live: null,
      paused: 'No longer available',
      held: 'No longer available',
      sold: 'Sold',
      rented: 'Rented out',
    });
  });
});
