import type { LocalityTrendPoint } from '@/api/contract';

// The geometry of a locality's 12-month trend (TrendChart.tsx), pure so the server draws the same SVG
// the browser hydrates. Sizes are the viewBox's: the chart scales to its column, 360 units across
// keeping its labels readable on a 320 px phone.

export const CHART_BOX = { width: 360, height: 220 } as const;
/** Room for the value labels on the left, the unit above the plot and the month labels under it. */
export const PLOT = { left: 64, right: 14, top: 28, bottom: 44 } as const;

/** A step of 1, 2, 2.5 or 5 times a power of ten at or above `rough`. */
function niceStep(rough: number) {
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
}

/** About `count` round values spanning min to max; a flat line gets a step above and below. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  // At least 2 % of the figure, so a flat or nearly flat line keeps a rupee-sized scale.
  const step = niceStep(Math.max(max - min, max * 0.02, 1) / (count - 1));
  let low = Math.floor(min / step) * step;
  let high = Math.ceil(max / step) * step;
  if (low === high) [low, high] = [low - step, high + step];
  return Array.from({ length: Math.round((high - low) / step) + 1 }, (_, i) => low + i * step);
}

export interface ChartMarker {
  x: number;
  y: number;
  point: LocalityTrendPoint & { median: number };
}

/**
 * Where each value tick, month label, marker and line segment goes; null with fewer than two months
 * that have a figure (no trend to draw). A month without a figure breaks the line rather than
 * joining its neighbours as if it had one.
 */
export function trendChart(points: readonly LocalityTrendPoint[]) {
  const shown = points.filter((p): p is ChartMarker['point'] => p.median !== null);
  if (shown.length < 2) return null;
  const values = shown.map((p) => p.median);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const [low, high] = [ticks[0]!, ticks.at(-1)!];
  const plotWidth = CHART_BOX.width - PLOT.left - PLOT.right;
  const plotHeight = CHART_BOX.height - PLOT.top - PLOT.bottom;
  const x = (index: number) => PLOT.left + (index * plotWidth) / Math.max(points.length - 1, 1);
  const y = (value: number) => PLOT.top + ((high - value) / (high - low)) * plotHeight;

  const markers: ChartMarker[] = [];
  const segments: string[] = [];
  let run: string[] = [];
  points.forEach((point, index) => {
    if (point.median === null) {
      if (run.length > 1) segments.push(run.join(' '));
      run = [];
      return;
    }
    const at = { x: x(index), y: y(point.median) };
    markers.push({ ...at, point: point as ChartMarker['point'] });
    run.push(`${run.length ? 'L' : 'M'}${at.x.toFixed(1)} ${at.y.toFixed(1)}`);
  });
  if (run.length > 1) segments.push(run.join(' '));

  // Every other month is labelled, ending on the current one, so six labels fit a phone's width.
  const months = points.map((point, index) => ({
    month: point.month,
    x: x(index),
    labelled: (points.length - 1 - index) % 2 === 0,
  }));
  return {
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    months,
    markers,
    segments,
    plot: { left: PLOT.left, right: CHART_BOX.width - PLOT.right, top: PLOT.top, bottom: PLOT.top + plotHeight },
  };
}
