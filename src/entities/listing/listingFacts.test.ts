import { describe, expect, it } from 'vitest';
import { aListing, aPlot } from '@mocks/factories';
import {
  ageText,
  detailPrice,
  floorText,
  listingFacts,
  locationLine,
  listingRate,
  possessionText,
} from './listingFacts';

const values = (facts: { label: string; value: string }[]) => Object.fromEntries(facts.map((f) => [f.label, f.value]));

describe('listingFacts', () => {
  it('gives a ready flat its floor and age', () => {
    expect(values(listingFacts(aListing()))).toEqual({
      'Property type': 'Flat',
      Bedrooms: '2 BHK',
      Bathrooms: '2',
      'Carpet area': '980 sq.ft',
      'Built-up area': '1,150 sq.ft',
      'Super built-up area': '1,280 sq.ft',
      Furnishing: 'Semi-Furnished',
      Floor: '4 of 12',
      Facing: 'East',
      Availability: 'Ready to Move',
      Age: '5 years old',
    });
  });

  it('gives a plot its area and nothing of a building', () => {
    const plot = aPlot({ plotArea: 2400, facing: 'north' });
    expect(values(listingFacts(plot))).toEqual({
      'Property type': 'Plot',
      'Plot area': '2,400 sq.ft',
      Facing: 'North',
    });
  });

  it('gives a house its floors and one under construction its possession month', () => {
    const house = aListing({
      propertyType: 'independent house',
      floor: null,
      totalFloors: 2,
      availability: 'under construction',
      ageYears: null,
      possessionBy: '2027-06',
    });
    const facts = values(listingFacts(house));
    expect(facts.Floors).toBe('2');
    expect(facts.Floor).toBeUndefined();
    expect(facts['Possession by']).toBe('Jun 2027');
    expect(facts.Age).toBeUndefined();
  });
});

describe('texts', () => {
  it('floors, ages and months', () => {
    expect(floorText(0, 4)).toBe('Ground of 4');
    expect(floorText(3, null)).toBe('3');
    expect(ageText(0)).toBe('New construction');
    expect(ageText(1)).toBe('1 year old');
    expect(possessionText('2027-01')).toBe('Jan 2027');
    expect(possessionText('soon')).toBe('soon');
  });

  it('prices a sale and a rent', () => {
    expect(detailPrice({ price: 9_500_000, purpose: 'sale' })).toBe('₹95.00 Lakh');
    expect(detailPrice({ price: 45_000, purpose: 'rent' })).toBe('₹45,000 per month');
    expect(detailPrice({ price: null, purpose: 'sale' })).toBe('Price on request');
    expect(listingRate(aListing())?.rateText).toBe('₹9,694 per sq.ft carpet');
    expect(listingRate(aListing({ purpose: 'rent', price: 38_000, carpetArea: 1000 }))?.rateText).toBe(
      '₹38 per sq.ft carpet a month',
    );
    expect(listingRate(aListing({ price: null }))?.rateText).toBe('');
  });

  it('places a listing', () => {
    expect(locationLine(aListing())).toBe('Koramangala, Bengaluru, Karnataka 560095');
  });
});
