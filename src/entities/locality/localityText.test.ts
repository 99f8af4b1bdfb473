import { describe, expect, it } from 'vitest';
import type { LocalityTrendPoint } from '@/api/contract';
import {
  bhkGroupLabel,
  listingsText,
  localityDistanceText,
  rentText,
  saleRateText,
  tooFewText,
  trendText,
} from './localityText';

const point = (month: string, median: number | null, listings = 6): LocalityTrendPoint => ({ month, median, listings });

describe("a locality's words (docs/localities.md#locality-page)", () => {
  it('says figures in en-IN rupees, Lakh and Crore', () => {
    expect(saleRateText(12_900)).toBe('₹12,900 per sq.ft carpet');
    expect(rentText(28_500)).toBe('₹28,500 a month');
    expect(rentText(1_20_000)).toBe('₹1.20 Lakh a month');
    expect(listingsText(1)).toBe('1 listing');
    expect(listingsText(1_250)).toBe('1,250 listings');
    expect(bhkGroupLabel('5+')).toBe('5+ BHK');
    expect(bhkGroupLabel('all')).toBe('All');
  });
  it('says how many listings stand behind a hidden figure (docs/localities.md#locality-minimum)', () => {
    expect(tooFewText(3)).toBe('Too few listings');
    expect(tooFewText(0)).toBe('No listings');
  });
  it('tells a trend from its first and last months with a figure, skipping empty months', () => {
    expect(
      trendText([point('2025-11', null), point('2025-12', 10_000), point('2026-01', 10_500), point('2026-02', null)]),
    ).toBe('Up 5.0 % from Dec 2025 to Jan 2026');
    expect(trendText([point('2025-11', 10_400), point('2026-10', 9_600)])).toBe('Down 7.7 % from Nov 2025 to Oct 2026');
    expect(trendText([point('2025-11', 10_000), point('2026-10', 10_001)])).toBe('No change from Nov 2025 to Oct 2026');
    expect(trendText([point('2025-11', 10_000), point('2026-10', null)])).toBeNull();
  });
  it("says a detail page's distance to its locality's centre (docs/localities.md#locality-distance)", () => {
    expect(localityDistanceText(1.24, 'Baner')).toBe('1.2 km from Baner centre');
    expect(localityDistanceText(0.04, 'Baner')).toBe('At Baner centre');
  });
});
