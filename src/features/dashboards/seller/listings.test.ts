import { describe, expect, it } from 'vitest';
import { aListing } from '@mocks/factories';
import { byLastChange, listingCounts, plural } from './listings';

describe('seller dashboard figures', () => {
  it('counts review states, views and inquiries', () => {
    const listings = [
      aListing({ reviewState: 'approved', views: 10, inquiryCount: 2 }),
      aListing({ reviewState: 'pending_review', views: 0, inquiryCount: 0 }),
      aListing({ reviewState: 'rejected', views: 3, inquiryCount: 1 }),
      aListing({ reviewState: 'approved', views: 5, inquiryCount: 0 }),
    ];
    expect(listingCounts(listings)).toEqual({
      all: 4,
      approved: 2,
      pending_review: 1,
      rejected: 1,
      views: 18,
      inquiries: 3,
    });
    expect(listingCounts([])).toMatchObject({ all: 0, views: 0 });
  });

  it('puts the last changed first', () => {
    const old = aListing({ updatedAt: '2026-01-01T00:00:00.000Z' });
    const recent = aListing({ updatedAt: '2026-05-01T00:00:00.000Z' });
    expect(byLastChange([old, recent])).toEqual([recent, old]);
  });

  it('says one or many', () => {
    expect(plural(1, 'view')).toBe('1 view');
    expect(plural(0, 'inquiry', 'inquiries')).toBe('0 inquiries');
  });
});
