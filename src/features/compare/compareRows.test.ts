import { describe, expect, it } from 'vitest';
import { aListing } from '@mocks/factories';
import { compareRows, loadingNotes } from './compareRows';

describe('compareRows', () => {
  const flat = aListing({
    propertyType: 'flat',
    purpose: 'sale',
    price: 9_500_000,
    bhk: 2,
    carpetArea: 980,
    amenities: ['lift', 'parking'],
  });
  const bigger = { ...flat, _id: 'other', price: 12_000_000, bhk: 3 };

  it('lines up the same facts for each listing and marks where they differ', () => {
    const rows = compareRows([flat, bigger]);
    const row = (label: string) => rows.find((r) => r.label === label);
    expect(row('Price')).toMatchObject({ label: 'Price', values: ['₹95.00 Lakh', '₹1.20 Cr'], differs: true });
    expect(row('Bedrooms')).toMatchObject({ label: 'Bedrooms', values: ['2 BHK', '3 BHK'], differs: true });
    expect(row('Carpet area')).toMatchObject({
      label: 'Carpet area',
      values: ['980 sq.ft', '980 sq.ft'],
      differs: false,
    });
    expect(row('Amenities')?.values).toEqual(['Lift & Elevator, Parking', 'Lift & Elevator, Parking']);
    expect(rows[0]?.label).toBe('Price');
    expect(rows[1]?.label).toBe('Price per sq.ft');
  });

  it('gives the loading beside the price per sq.ft, pointing out one above 35 % (docs/listings.md#carpet-first)', () => {
    const loaded = { ...flat, carpetArea: 1000, builtUpArea: 1150, superBuiltUpArea: 1280 };
    const heavy = { ...loaded, _id: 'heavy', title: 'Heavy', superBuiltUpArea: 1380 };
    const rows = compareRows([loaded, heavy, { ...flat, _id: 'bare', superBuiltUpArea: null }]);
    expect(rows[2]).toEqual({
      label: 'Loading',
      values: ['Loading 28 %', 'High loading: 38 %', '—'],
      differs: true,
      warnings: [false, true, false],
    });
    expect(rows.find((r) => r.label === 'Price')?.warnings).toEqual([false, false, false]);
    expect(loadingNotes([loaded, heavy])).toEqual([
      'Heavy: The super built-up area adds 38 % to the carpet area you live in; most homes add 20 to 35 %. Compare prices per sq.ft carpet.',
    ]);
  });

  it('shows a dash where a fact does not apply to one of them', () => {
    const plot = aListing({ propertyType: 'plot', purpose: 'sale', bhk: null, plotArea: 2400, amenities: [] });
    const rows = compareRows([flat, plot]);
    expect(rows.find((r) => r.label === 'Bedrooms')?.values).toEqual(['2 BHK', '—']);
    expect(rows.find((r) => r.label === 'Amenities')?.values).toEqual(['Lift & Elevator, Parking', '—']);
  });
});
