import { describe, expect, it } from 'vitest';
import { aListing, aProject } from '@mocks/factories';
import { listingRateFlag, projectRateFlag, type RateFlag } from '@/api/contract';
import { rateFlagText, rateQuestion } from './rateWords';

/** docs/listings.md#plausible-rates, docs/review.md#review-rate-flag: what the forms ask and staff read. */
describe('the words of a rate flag', () => {
  const pune = { ...aListing().location, state: 'Maharashtra', city: 'Pune', pincode: '411045' };
  const office = aListing({ propertyType: 'office', bhk: null, builtUpArea: 2500, price: 150_000, location: pune });
  const flagOf = (flag: RateFlag | null) => {
    if (!flag) throw new Error('expected a flag');
    return flag;
  };

  it('asks about ₹1.5 Lakh for a 2,500 sq.ft office in Pune, and tells staff the same', () => {
    const flag = flagOf(listingRateFlag(office));
    expect(rateQuestion(flag)).toEqual({
      title: 'Is ₹1.50 Lakh right?',
      message:
        '₹1.50 Lakh for 2,500 sq.ft is ₹60 a sq.ft, while offices in Pune usually ask ₹1,700 to ₹72,000 a sq.ft. Check for a missing or extra zero.',
    });
    expect(rateFlagText(flag)).toBe(
      'Unusual price: ₹60 a sq.ft; offices in Pune usually ask ₹1,700 to ₹72,000 a sq.ft',
    );
  });

  it("says a month's rent, a rate under ₹1, and names a project's unit first", () => {
    const rent = flagOf(listingRateFlag(aListing({ purpose: 'rent', price: 2_000 })));
    expect(rateQuestion(rent).title).toBe('Is ₹2,000 right?');
    expect(rateQuestion(rent).message).toContain('₹2,000 a month for 1,150 sq.ft is ₹1.7 a sq.ft a month');
    const tiny = flagOf(listingRateFlag({ ...aListing(), price: 100_000, builtUpArea: 200_000 }));
    expect(rateFlagText(tiny)).toMatch(/^Unusual price: under ₹1 a sq.ft; flats in Bengaluru/);
    const unit = flagOf(projectRateFlag(aProject('office')));
    expect(rateQuestion(unit).message).toMatch(
      /^Office suite: ₹95,000 for 1,500 sq.ft is ₹63 a sq.ft, while offices in Bengaluru usually ask ₹1,700 to ₹90,000 a sq.ft/,
    );
    expect(rateFlagText(unit)).toMatch(/^Unusual price: Office suite at ₹63 a sq.ft;/);
  });
});
