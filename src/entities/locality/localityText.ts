import type { LocalityBhkGroup, LocalityTrendPoint } from '@/api/contract';
import { formatMonth } from '@/lib/dates';
import { formatKm } from '@/lib/distance';
import { formatPrice } from '@/lib/price';

// docs/localities.md#locality-page: the words a locality's figures are said in, on its page and on
// the detail pages that link to it. Every price is an asking price on Nivaas (docs/localities.md#asking-prices).

/** What the figures are, said wherever one is shown. */
export const ASKING_PRICES_LABEL = 'Asking prices on Nivaas';

export const bhkGroupLabel = (bhk: LocalityBhkGroup) => (bhk === 'all' ? 'All' : `${bhk} BHK`);

/** '₹12,900 per sq.ft carpet' (Lakh and Crore as every price: docs/formatting.md#price-format). */
export const saleRateText = (rupees: number) => `${formatPrice(rupees)} per sq.ft carpet`;
/** '₹28,500 a month'. */
export const rentText = (rupees: number) => `${formatPrice(rupees)} a month`;

export const listingsText = (listings: number) =>
  `${listings.toLocaleString('en-IN')} ${listings === 1 ? 'listing' : 'listings'}`;

/** docs/localities.md#locality-minimum: what stands in for a median the server hides (its count is said beside it). */
export const tooFewText = (listings: number) => (listings === 0 ? 'No listings' : 'Too few listings');

/** A trend's first and last month with a figure, and the change between them. */
export function trendChange(points: readonly LocalityTrendPoint[]) {
  const shown = points.filter((point): point is LocalityTrendPoint & { median: number } => point.median !== null);
  const [from, to] = [shown[0], shown.at(-1)];
  if (!from || !to || from === to) return null;
  return { from, to, percent: ((to.median - from.median) / from.median) * 100 };
}

/** 'Up 6.6 % from Nov 2025 to Oct 2026'; null with fewer than two months of figures. */
export function trendText(points: readonly LocalityTrendPoint[]) {
  const change = trendChange(points);
  if (!change) return null;
  const span = `from ${formatMonth(change.from.month)} to ${formatMonth(change.to.month)}`;
  const percent = Math.abs(change.percent).toFixed(1);
  if (percent === '0.0') return `No change ${span}`;
  return `${change.percent > 0 ? 'Up' : 'Down'} ${percent} % ${span}`;
}

/** docs/localities.md#locality-distance: '1.2 km from Baner centre' ('At Baner centre' within 50 m). */
export const localityDistanceText = (km: number, locality: string) =>
  km < 0.05 ? `At ${locality} centre` : `${formatKm(km)} from ${locality} centre`;
