import { describe, expect, it } from 'vitest';
import { carpetPrice } from './carpetPrice';

// docs/listings.md#carpet-first
describe('carpetPrice', () => {
  it('reads the price on the carpet area, with built-up and super built-up as secondary lines', () => {
    expect(carpetPrice({ price: 9_500_000, carpetArea: 980, builtUpArea: 1150, superBuiltUpArea: 1280 })).toEqual({
      basis: 'carpet',
      perSqft: 9694,
      rateText: '₹9,694 per sq.ft carpet',
      areaLines: ['Built-up 1,150 sq.ft', 'Super built-up 1,280 sq.ft'],
      loadingPercent: 31,
      loadingText: 'Loading 31 %',
      isHighLoading: false,
      loadingNote: '',
    });
  });

  it('points out a loading above 35 % and explains it', () => {
    const price = carpetPrice({ price: 6_000_000, carpetArea: 1000, builtUpArea: 1150, superBuiltUpArea: 1380 });
    expect(price).toMatchObject({ loadingPercent: 38, loadingText: 'High loading: 38 %', isHighLoading: true });
    expect(price?.loadingNote).toBe(
      'The super built-up area adds 38 % to the carpet area you live in; most homes add 20 to 35 %. Compare prices per sq.ft carpet.',
    );
    expect(carpetPrice({ price: 1, carpetArea: 1000, superBuiltUpArea: 1350 })).toMatchObject({
      loadingText: 'Loading 35 %',
      isHighLoading: false,
    });
  });

  it('without a carpet area, falls back to the built-up, super built-up or plot area and says so', () => {
    expect(
      carpetPrice({ price: 9_500_000, carpetArea: null, builtUpArea: 1150, superBuiltUpArea: 1300 }),
    ).toMatchObject({
      basis: 'built-up',
      rateText: '₹8,261 per sq.ft built-up',
      areaLines: ['Super built-up 1,300 sq.ft'],
      loadingPercent: null,
      loadingText: '',
    });
    expect(carpetPrice({ price: 1_300_000, superBuiltUpArea: 1300 })?.rateText).toBe('₹1,000 per sq.ft super built-up');
    expect(carpetPrice({ price: 4_800_000, plotArea: 2400 })).toMatchObject({
      basis: 'plot',
      rateText: '₹2,000 per sq.ft plot',
      areaLines: [],
    });
  });

  it('a rent is per month; no price gives no rate; no area gives nothing', () => {
    expect(carpetPrice({ price: 42_000, carpetArea: 1000 }, { rent: true })?.rateText).toBe(
      '₹42 per sq.ft carpet a month',
    );
    expect(carpetPrice({ price: null, carpetArea: 1000, superBuiltUpArea: 1200 })).toMatchObject({
      perSqft: null,
      rateText: '',
      loadingText: 'Loading 20 %',
    });
    expect(carpetPrice({ price: 9_500_000, carpetArea: 0, builtUpArea: null })).toBeNull();
  });
});
