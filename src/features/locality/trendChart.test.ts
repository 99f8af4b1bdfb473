import { describe, expect, it } from 'vitest';
import type { LocalityTrendPoint } from '@/api/contract';
import { niceTicks, PLOT, trendChart } from './trendChart';

const months = (medians: (number | null)[]): LocalityTrendPoint[] =>
  medians.map((median, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, median, listings: 6 }));

describe("a locality's trend chart (docs/localities.md#locality-page)", () => {
  it('spans the figures with round values', () => {
    expect(niceTicks(12_100, 12_900)).toEqual([12_000, 12_500, 13_000]);
    expect(niceTicks(9_600, 11_000)).toEqual([9_500, 10_000, 10_500, 11_000]);
    expect(niceTicks(22_000, 24_500)).toEqual([22_000, 23_000, 24_000, 25_000]);
    // A flat line still has a scale around it, in whole rupees.
    expect(niceTicks(6_500, 6_500)).toEqual([6_450, 6_500, 6_550]);
  });

  it('puts the lowest figure lowest and the highest highest, months left to right', () => {
    const chart = trendChart(months([10_000, 10_500, 11_000]))!;
    const [first, , last] = chart.markers;
    expect(first!.x).toBe(PLOT.left);
    expect(last!.x).toBe(chart.plot.right);
    expect(first!.y).toBeGreaterThan(last!.y);
    expect(chart.ticks.at(0)!.y).toBe(chart.plot.bottom);
    expect(chart.ticks.at(-1)!.y).toBe(chart.plot.top);
  });

  it('breaks the line at a month without a figure and draws no lone point as a line', () => {
    const chart = trendChart(months([10_000, 10_200, null, 10_400, null, 10_600, 10_700]))!;
    expect(chart.markers).toHaveLength(5);
    expect(chart.segments).toHaveLength(2);
    expect(chart.segments.every((segment) => segment.startsWith('M'))).toBe(true);
  });

  it('labels every other month, ending on the current one', () => {
    const chart = trendChart(months(Array.from({ length: 12 }, (_, i) => 10_000 + i * 100)))!;
    expect(chart.months.filter((m) => m.labelled).map((m) => m.month)).toEqual([
      '2026-02',
      '2026-04',
      '2026-06',
      '2026-08',
      '2026-10',
      '2026-12',
    ]);
  });

  it('draws nothing with fewer than two months of figures', () => {
    expect(trendChart(months([null, 10_000, null]))).toBeNull();
    expect(trendChart(months([]))).toBeNull();
  });
});
