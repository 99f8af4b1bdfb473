import { describe, expect, it } from 'vitest';
import { aListing } from '@mocks/factories';
import { compareRows } from './compareRows';

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
    expect(row('Price')).toEqual({ label: 'Price', values: ['₹95.00 Lakh', '₹1.20 Cr'], differs: true });
    expect(row('Bedrooms')).toEqual({ label: 'Bedrooms', values: ['2 BHK', '3 BHK'], differs: true });
    expect(row('Carpet area')).toEqual({ label: 'Carpet area', values: ['980 sq.ft', '980 sq.ft'], differs: false });
    expect(row('Amenities')?.values).toEqual(['Lift & Elevator, Parking', 'Lift & Elevator, Parking']);
    expect(rows[0]?.label).toBe('Price');
    expect(rows[1]?.label).toBe('Price per sq.ft');
  });

  it('shows a dash where a fact does not apply to one of them', () => {
    const plot = aListing({ propertyType: 'plot', purpose: 'sale', bhk: null, plotArea: 2400, amenities: [] });
    const rows = compareRows([flat, plot]);
    expect(rows.find((r) => r.label === 'Bedrooms')?.values).toEqual(['2 BHK', '—']);
    expect(rows.find((r) => r.label === 'Amenities')?.values).toEqual(['Lift & Elevator, Parking', '—']);
  });
});
