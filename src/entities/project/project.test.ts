import { describe, expect, it } from 'vitest';
import { emptyProjectFields } from '@/api/contract';
import { formatPriceRange } from '@/lib/price';
import { aProject } from '@mocks/factories';
import {
  amenitiesOf,
  bhkTypeLabel,
  locationText,
  portfolioStatusLabel,
  pricesOf,
  statusLabels,
  typeLabel,
  unitCountText,
} from '.';

const villa = (prices: Array<number | null>) => {
  const project = aProject('villa');
  const configurations = prices.map((price) => ({ bhkType: '3BHK', bathrooms: 2, area: 1200, price }));
  return { ...project, villaDetails: { ...project.villaDetails!, configurations } };
};

describe('typeLabel (docs/wizard.md#type-label)', () => {
  it.each([
    ['villa', 'Residential Villa'],
    ['flat', 'Residential Flat'],
    ['shops', 'Commercial Shops'],
    ['office', 'Commercial Office'],
    ['mixed', 'Mixed Use (Shop/Office)'],
  ] as const)('%s is %s', (kind, label) => {
    expect(typeLabel(aProject(kind))).toBe(label);
  });

  it('is Property until a kind is chosen, in a record or in the wizard', () => {
    expect(typeLabel({ propertyType: 'residential' })).toBe('Property');
    expect(typeLabel(emptyProjectFields())).toBe('Property');
    expect(typeLabel({ ...emptyProjectFields(), propertyType: 'residential' })).toBe('Property');
  });
});

describe('locationText (docs/portfolio.md#location-text)', () => {
  it('joins area, city and state, or says the location is not specified', () => {
    expect(locationText(aProject('villa'))).toBe('Indiranagar, Bengaluru, Karnataka');
    expect(locationText({ location: { area: ' ', city: '', state: '' } })).toBe('Location not specified');
    expect(locationText({ location: undefined })).toBe('Location not specified');
  });
});

describe('the price range over pricesOf (docs/formatting.md#price-range)', () => {
  it('is lowest - highest, a single value when equal, N/A when there is none', () => {
    expect(formatPriceRange(pricesOf(villa([18_000_000, 9_500_000, 12_500_000])))).toBe('₹95.00 Lakh - ₹1.80 Cr');
    expect(formatPriceRange(pricesOf(villa([7_500_000, 7_500_000])))).toBe('₹75.00 Lakh');
    expect(formatPriceRange(pricesOf(villa([null])))).toBe('N/A');
    expect(formatPriceRange(pricesOf(emptyProjectFields()))).toBe('N/A');
  });

  it('covers both lists of a mixed-use project', () => {
    expect(formatPriceRange(pricesOf(aProject('mixed')))).toBe('₹35.00 Lakh - ₹90.00 Lakh');
  });

  it("reads only the chosen kind's section", () => {
    expect(pricesOf({ ...aProject('flat'), villaDetails: villa([1]).villaDetails })).toEqual([7_800_000]);
  });
});

describe('amenitiesOf (docs/wizard.md#amenity-labels)', () => {
  it('lists the labels of the flags that are on; shops and offices have none', () => {
    const flat = aProject('flat');
    const basicAmenities = { security: true, parking: false, powerBackup: true, liftElevator: false };
    const luxuryAmenities = { garden: false, swimmingPool: true, clubHouse: false, homeTheater: false };
    expect(amenitiesOf({ ...flat, flatDetails: { ...flat.flatDetails!, basicAmenities, luxuryAmenities } })).toEqual([
      '24/7 Security',
      'Power Backup',
      'Swimming Pool',
    ]);
    expect(amenitiesOf(aProject('shops'))).toBeNull();
  });
});

describe('portfolioStatusLabel (docs/wizard.md#project-status)', () => {
  it("words a status as the wizard does, except that a project not started is the portfolio's Upcoming", () => {
    expect(portfolioStatusLabel('complete soon')).toBe('Completing Soon');
    expect(portfolioStatusLabel('complete soon')).toBe(statusLabels['complete soon']);
    expect(portfolioStatusLabel('under construction')).toBe('Under Construction');
    expect(portfolioStatusLabel('not started')).toBe('Upcoming');
    expect(statusLabels['not started']).toBe('Not Started Yet');
  });
});

describe('bhkTypeLabel (docs/formatting.md#bhk)', () => {
  it.each([
    ['3BHK', '3 BHK'],
    ['6BHK+', '6+ BHK'],
    [' 2 bhk ', '2 BHK'],
    ['Penthouse', 'Penthouse'],
  ])('%j reads %j', (stored, label) => {
    expect(bhkTypeLabel(stored)).toBe(label);
  });
});

describe('unitCountText (docs/portfolio.md#project-card)', () => {
  it('says how many homes a residential project has', () => {
    const flat = aProject('flat');
    expect(unitCountText({ ...flat, flatDetails: { ...flat.flatDetails!, totalApartments: 256 } })).toBe('256 flats');
    const villa = aProject('villa');
    expect(unitCountText({ ...villa, villaDetails: { ...villa.villaDetails!, totalVillas: 1 } })).toBe('1 villa');
    expect(unitCountText({ ...villa, villaDetails: { ...villa.villaDetails!, totalVillas: 1200 } })).toBe(
      '1,200 villas',
    );
  });

  it('says nothing of a commercial project or a missing count', () => {
    expect(unitCountText(aProject('office'))).toBe('');
    const flat = aProject('flat');
    expect(unitCountText({ ...flat, flatDetails: { ...flat.flatDetails!, totalApartments: null } })).toBe('');
  });
});
