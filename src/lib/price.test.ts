import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardPrice, formatPrice, formatPriceRange } from './price';

describe('formatPrice (docs/formatting.md#price-format)', () => {
  it.each([
    [12_500_000, '₹1.25 Cr'],
    [10_000_000, '₹1.00 Cr'],
    [9_999_999, '₹100.00 Lakh'],
    [100_000, '₹1.00 Lakh'],
    [1_250_000, '₹12.50 Lakh'],
    [99_999, '₹99,999'],
    [85_000, '₹85,000'],
    [0, '₹0'],
  ])('%d -> %s', (amount, shown) => {
    expect(formatPrice(amount)).toBe(shown);
  });

  it('always starts with ₹ and uses Cr at or above 1e7, Lakh at or above 1e5, with 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => {
        const shown = formatPrice(amount);
        expect(shown.startsWith('₹')).toBe(true);
        if (amount >= 1e7) expect(shown).toMatch(/^₹\d+\.\d{2} Cr$/);
        else if (amount >= 1e5) expect(shown).toMatch(/^₹\d+\.\d{2} Lakh$/);
        else expect(shown).toMatch(/^₹\d{1,2}(,\d{3})?$/);
      }),
    );
  });
});

describe('formatCardPrice (docs/formatting.md#card-price)', () => {
  it.each([
    [25_000_000, '₹2.50 Cr'],
    [4_500_000, '₹45.00 Lakh'],
    [50_000, '₹50.00 K'],
    [1_000, '₹1.00 K'],
    [999, '₹999'],
  ])('%d -> %s', (amount, shown) => {
    expect(formatCardPrice(amount)).toBe(shown);
  });

  it.each([undefined, null, Number.NaN, '4500000', Infinity])('%s -> Price not available', (value) => {
    expect(formatCardPrice(value)).toBe('Price not available');
  });
});

describe('formatPriceRange (docs/formatting.md#price-range)', () => {
  it('shows lowest to highest', () => {
    expect(formatPriceRange([9_000_000, 4_500_000, 12_500_000])).toBe('₹45.00 Lakh - ₹1.25 Cr');
  });
  it('shows a single value when all are equal', () => {
    expect(formatPriceRange([4_500_000, 4_500_000])).toBe('₹45.00 Lakh');
  });
  it('is N/A by default', () => {
    expect(formatPriceRange([])).toBe('N/A');
    expect(formatPriceRange([null, undefined])).toBe('N/A');
  });
});
