import { describe, expect, it } from 'vitest';
import { indiaMonthStart, localityFigure, localityTrendMonths, MIN_LOCALITY_SAMPLE } from './localityFacts';

describe('locality facts rules (docs/localities.md)', () => {
  it("the trend's twelve months end with India's month, which turns at 18:30 UTC", () => {
    expect(localityTrendMonths(new Date('2026-05-31T18:29:59Z')).at(-1)).toBe('2026-05');
    expect(localityTrendMonths(new Date('2026-05-31T18:30:00Z')).at(-1)).toBe('2026-06');
    const turnOfYear = localityTrendMonths(new Date('2026-12-31T18:30:00Z'));
    expect([turnOfYear.length, turnOfYear[0], turnOfYear.at(-1)]).toEqual([12, '2026-02', '2027-01']);
  });

  it('a month starts at midnight in India', () => {
    expect(indiaMonthStart('2026-06').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('a median is shown over the minimum of listings only, in whole rupees', () => {
    expect(localityFigure(12_345.5, MIN_LOCALITY_SAMPLE)).toBe(12_346);
    expect(localityFigure(12_345, MIN_LOCALITY_SAMPLE - 1)).toBeNull();
    expect(localityFigure(null, 20)).toBeNull();
  });
});
