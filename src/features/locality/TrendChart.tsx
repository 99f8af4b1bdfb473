import { useId } from 'react';
import styled from 'styled-components';
import type { LocalityTrendPoint } from '@/api/contract';
import { DataTable } from '@/components/DataTable';
import { ASKING_PRICES_LABEL, tooFewText, trendText } from '@/entities/locality';
import { formatMonth } from '@/lib/dates';
import { formatPrice } from '@/lib/price';
import { CHART_BOX, PLOT, trendChart } from './trendChart';

export interface TrendChartProps {
  /** 'For sale: price per sq.ft carpet'. */
  title: string;
  /** The values' unit, written over the value axis: '₹ per sq.ft carpet'. */
  unit: string;
  points: readonly LocalityTrendPoint[];
  /** A median as the table says it: '₹12,900 per sq.ft carpet'. */
  format: (median: number) => string;
}

/**
 * docs/localities.md#locality-trend: twelve months of one figure as an SVG line the server draws.
 * It reads without colour (one line, hollow markers on each month with a figure, labelled axes), and
 * the same figures are a table under it, for a screen reader and for anyone who wants the numbers.
 */
export function TrendChart({ title, unit, points, format }: TrendChartProps) {
  const id = useId();
  const chart = trendChart(points);
  const summary = trendText(points);
  const [first, last] = [points[0], points.at(-1)];
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>
        <strong>{title}</strong> <span>· {ASKING_PRICES_LABEL}</span>
      </figcaption>
      {chart && first && last ? (
        <svg
          viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <desc id={`${id}-desc`}>
            {`${formatMonth(first.month)} to ${formatMonth(last.month)}. ${summary ?? ''}`.trim()}
          </desc>
          <text className="unit" x={0} y={12}>
            {unit}
          </text>
          {chart.ticks.map(({ value, y }) => (
            <g key={value}>
              <line className="grid" x1={chart.plot.left} x2={chart.plot.right} y1={y} y2={y} />
              <text className="value" x={PLOT.left - 6} y={y} dy="0.35em">
                {formatPrice(value)}
              </text>
            </g>
          ))}
          {chart.months
            .filter((month) => month.labelled)
            .map(({ month, x }) => (
              <text key={month} className="month" x={x} y={chart.plot.bottom + 16}>
                <tspan x={x}>{formatMonth(month).split(' ')[0]}</tspan>
                <tspan x={x} dy="1.2em">
                  {month.slice(0, 4)}
                </tspan>
              </text>
            ))}
          {chart.segments.map((d) => (
            <path key={d} className="line" d={d} />
          ))}
          {chart.markers.map(({ x, y, point }) => (
            <circle key={point.month} className="marker" cx={x} cy={y} r={3.5} />
          ))}
        </svg>
      ) : (
        <Note>Too few listings in most months to draw a trend.</Note>
      )}
      {summary && <Summary>{summary}</Summary>}
      <details>
        <summary>Month by month</summary>
        <DataTable>
          <thead>
            <tr>
              <th scope="col">Month posted</th>
              <th scope="col">Median</th>
              <th scope="col">Listings</th>
            </tr>
          </thead>
          <tbody>
            {points.map(({ month, median, listings }) => (
              <tr key={month}>
                <th scope="row">{formatMonth(month)}</th>
                <td>{median === null ? tooFewText(listings) : format(median)}</td>
                <td>{listings.toLocaleString('en-IN')}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </Figure>
  );
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  figcaption span {
    color: ${({ theme }) => theme.color.textMuted};
  }
  svg {
    width: 100%;
    height: auto;
    font-size: 11px;
  }
  text {
    fill: ${({ theme }) => theme.color.textSubtle};
  }
  .unit {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .value {
    text-anchor: end;
  }
  .month {
    text-anchor: middle;
  }
  .grid {
    stroke: ${({ theme }) => theme.color.border};
    stroke-dasharray: 3 3;
  }
  .line {
    fill: none;
    stroke: ${({ theme }) => theme.color.primary};
    stroke-width: 2.5;
  }
  .marker {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.primaryHover};
    stroke-width: 2;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  table {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} ${theme.space(1)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Summary = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
