import { describe, expect, it } from 'vitest';
import { aListing, aProject } from '@mocks/factories';
import { listingRateFlag, plausibleRateRange, projectRateFlag, withListingRateFlag, withProjectRateFlag } from '.';

/** docs/listings.md#plausible-rates */
describe('plausible rates', () => {
  it('gives each city and type its range, a month of rent a share of it, and any other city the widest', () => {
    expect(plausibleRateRange('Pune', 'office', 'sale')).toEqual({ low: 1700, high: 72_000 });
    expect(plausibleRateRange(' pune ', 'flat', 'sale')).toEqual({ low: 1400, high: 60_000 });
    expect(plausibleRateRange('Mumbai', 'flat', 'rent')).toEqual({ low: 6.3, high: 800 });
    expect(plausibleRateRange('Mumbai', 'shop', 'rent')).toEqual({ low: 25, high: 3200 });
    expect(plausibleRateRange('Nagpur', 'flat', 'sale')).toEqual({ low: 750, high: 240_000 });
  });

  it('flags ₹1.5 Lakh for a 2,500 sq.ft office in Pune', () => {
    const office = aListing({
      propertyType: 'office',
      bhk: null,
      builtUpArea: 2500,
      carpetArea: 2100,
      price: 150_000,
      location: { ...aListing().location, state: 'Maharashtra', city: 'Pune', pincode: '411045' },
    });
    const flag = listingRateFlag(office);
    expect(flag).toEqual({
      type: 'office',
      perMonth: false,
      city: 'Pune',
      price: 150_000,
      area: 2500,
      rate: 60,
      low: 1700,
      high: 72_000,
    });
  });

  it('flags an extra zero, a rent per month, and reads a plot by its own area', () => {
    expect(listingRateFlag(aListing({ price: 950_000_000 }))?.rate).toBeCloseTo(826_087, 0);
    const rent = listingRateFlag(aListing({ purpose: 'rent', price: 2_000 }));
    expect(rent).toMatchObject({ perMonth: true, rate: 2_000 / 1150, low: 2.3, high: 250 });
    const plot = aListing({
      propertyType: 'plot',
      builtUpArea: null,
      carpetArea: null,
      plotArea: 2400,
      price: 100_000,
    });
    expect(listingRateFlag(plot)).toMatchObject({ area: 2400, rate: 100_000 / 2400 });
  });

  it('leaves a usual price, and a form still being filled, unflagged', () => {
    expect(listingRateFlag(aListing())).toBeNull();
    expect(listingRateFlag(aListing({ purpose: 'rent', price: 35_000 }))).toBeNull();
    expect(listingRateFlag({ ...aListing(), price: null })).toBeNull();
    expect(listingRateFlag({ ...aListing(), builtUpArea: null, carpetArea: null })).toBeNull();
    expect(listingRateFlag({ ...aListing(), purpose: '' })).toBeNull();
  });

  it("flags a project's first unit priced far from its city's rate, and names the unit", () => {
    expect(projectRateFlag(aProject('villa'))).toBeNull();
    expect(projectRateFlag(aProject('mixed'))).toBeNull();
    const office = projectRateFlag(aProject('office'));
    expect(office).toMatchObject({ unit: 'Office suite', type: 'office', rate: 95_000 / 1500, city: 'Bengaluru' });
    // A unit type kept in another kind's section is never sent, so never flagged.
    const villa = aProject('villa');
    const withStrayOffice = { ...villa, officeDetails: aProject('office').officeDetails };
    expect(projectRateFlag(withStrayOffice)).toBeNull();
  });

  it("flags what staff decide on: a waiting edit's prices, not the live ones", () => {
    const live = aListing();
    const edit = {
      ...live,
      revision: {
        state: 'pending_review' as const,
        submittedAt: '',
        updatedAt: '',
        version: { ...live, price: 200_000 },
      },
    };
    expect(withListingRateFlag(live).rateFlag).toBeNull();
    expect(withListingRateFlag(edit).rateFlag).toMatchObject({ price: 200_000 });
    expect(withProjectRateFlag(aProject('office')).rateFlag).toMatchObject({ unit: 'Office suite' });
  });
});
