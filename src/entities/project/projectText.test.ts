import { describe, expect, it } from 'vitest';
import { projectText } from './projectText';

describe('projectText (docs/portfolio.md#one-vocabulary)', () => {
  it('writes a price range from the lowest to the highest unit, or one price when they agree', () => {
    expect(projectText({ price: 8_500_000, priceMax: 12_000_000 }).price).toBe('₹85.00 Lakh - ₹1.20 Cr');
    expect(projectText({ price: 8_500_000, priceMax: 8_500_000 }).price).toBe('₹85.00 Lakh');
    expect(projectText({ price: 8_500_000 }).price).toBe('₹85.00 Lakh');
  });

  it('says when there is no price, and when the answer was not a number', () => {
    expect(projectText({ price: 0, priceMax: 5_000_000 }).price).toBe('Price on request');
    expect(projectText({}).price).toBe('Price not available');
    expect(projectText({ price: Number.NaN }).price).toBe('Price not available');
    expect(projectText({ price: 'on request' as unknown as number }).price).toBe('Price not available');
  });

  it('gives the smallest unit as "From", nothing without an area', () => {
    expect(projectText({ area: 1250 }).area).toBe('From 1,250 sq.ft');
    expect(projectText({ area: 0 }).area).toBe('');
    expect(projectText({}).area).toBe('');
  });

  it('names every status as the wizard does; a missing one is not started', () => {
    expect(projectText({ projectStatus: 'complete soon' }).status).toBe('Completing Soon');
    expect(projectText({ projectStatus: 'under construction' }).status).toBe('Under Construction');
    expect(projectText({ projectStatus: 'completed' }).status).toBe('Completed');
    expect(projectText({ projectStatus: '' }).status).toBe('Not Started Yet');
    expect(projectText({}).status).toBe('Not Started Yet');
  });
});
