// docs/formatting.md#price-format: prices in rupees, shown in Crore at or above 1e7 and in Lakh at or above 1e5, with two
// decimals; below that the amount with en-IN thousands separators.
const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const twoDecimals = (value: number) => value.toFixed(2);

export function formatPrice(amount: number): string {
  if (amount >= CRORE) return `₹${twoDecimals(amount / CRORE)} Cr`;
  if (amount >= LAKH) return `₹${twoDecimals(amount / LAKH)} Lakh`;
  return `₹${rupees.format(amount)}`;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** docs/formatting.md#card-price: also K for thousands, and 'Price not available' for non-numbers. */
export function formatCardPrice(amount: unknown): string {
  if (!isAmount(amount)) return 'Price not available';
  if (amount >= LAKH) return formatPrice(amount);
  if (amount >= THOUSAND) return `₹${twoDecimals(amount / THOUSAND)} K`;
  return `₹${rupees.format(amount)}`;
}

/**
 * A card's price from its lowest (and highest) amount: 'From - to' when they differ, 'Price on request'
 * without one, 'Price not available' for an amount that is not a number (docs/formatting.md#card-price).
 */
export function formatCardPriceRange(price: number, priceMax?: number): string {
  if (Number.isNaN(price)) return formatCardPrice(price);
  if (!(price > 0)) return 'Price on request';
  return priceMax && priceMax > price
    ? `${formatCardPrice(price)} - ${formatCardPrice(priceMax)}`
    : formatCardPrice(price);
}

/** docs/formatting.md#price-range: lowest to highest price, a single value when equal, N/A when there is none. */
export function formatPriceRange(prices: ReadonlyArray<number | null | undefined>): string {
  const known = prices.filter(isAmount).filter((price) => price > 0);
  if (known.length === 0) return 'N/A';
  const lowest = Math.min(...known);
  const highest = Math.max(...known);
  return lowest === highest ? formatPrice(lowest) : `${formatPrice(lowest)} - ${formatPrice(highest)}`;
}
