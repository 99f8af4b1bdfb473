import { describe, expect, it } from 'vitest';
import { aListing } from '@mocks/factories';
import { byLastChange, listingCounts, plural } from './listings';

describe('seller dashboard figures', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');
  const confirmedDaysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

  it('counts review states, views and inquiries; live means approved and still in search', () => {
    const listings = [
      aListing({ reviewState: 'approved', views: 10, inquiryCount: 2, confirmedAt: confirmedDaysAgo(3) }),
      aListing({ reviewState: 'pending_review', views: 0, inquiryCount: 0 }),
      aListing({ reviewState: 'rejected', views: 3, inquiryCount: 1 }),
      aListing({ reviewState: 'approved', views: 5, inquiryCount: 0, confirmedAt: confirmedDaysAgo(26) }),
      aListing({ reviewState: 'approved', views: 1, inquiryCount: 0, confirmedAt: confirmedDaysAgo(31) }),
      aListing({
        reviewState: 'approved',
        views: 0,
        inquiryCount: 1,
        status: 'sold',
        confirmedAt: confirmedDaysAgo(1),
      }),
    ];
    expect(listingCounts(listings, now)).toEqual({
      all: 6,
      live: 2,
      pending_review: 1,
      rejected: 1,
      views: 19,
      inquiries: 4,
    });
    expect(listingCounts([], now)).toMatchObject({ all: 0, views: 0 });
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
