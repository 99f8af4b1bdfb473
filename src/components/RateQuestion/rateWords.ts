import type { ListingType, RateFlag } from '@/api/contract';
import { formatArea } from '@/lib/area';
import { formatPrice } from '@/lib/price';

// docs/listings.md#plausible-rates, docs/review.md#review-rate-flag: a flag as the forms and staff read it.

const typeWords: Record<ListingType, string> = {
  flat: 'flats',
  villa: 'villas',
  'independent house': 'independent houses',
  plot: 'plots',
  shop: 'shops',
  office: 'offices',
};
const rupeesPerFoot = (rate: number) =>
  rate < 1 ? 'under ₹1' : `₹${rate.toLocaleString('en-IN', { maximumFractionDigits: rate < 10 ? 1 : 0 })}`;

/** '₹60 a sq.ft a month': a rate as people say it. */
export const rateText = (rate: number, perMonth: boolean) =>
  `${rupeesPerFoot(rate)} a sq.ft${perMonth ? ' a month' : ''}`;

/** 'offices in Pune usually ask ₹1,700 to ₹72,000 a sq.ft' */
export const usualRateText = ({ type, city, low, high, perMonth }: RateFlag) =>
  `${typeWords[type]}${city.trim() ? ` in ${city.trim()}` : ''} usually ask ${rupeesPerFoot(low)} to ${rateText(high, perMonth)}`;

/** The question the listing form and the wizard ask before sending such a price. */
export function rateQuestion(flag: RateFlag): { title: string; message: string } {
  const price = formatPrice(flag.price);
  const unit = flag.unit ? `${flag.unit}: ` : '';
  return {
    title: `Is ${price} right?`,
    message: `${unit}${price}${flag.perMonth ? ' a month' : ''} for ${formatArea(flag.area)} is ${rateText(flag.rate, flag.perMonth)}, while ${usualRateText(flag)}. Check for a missing or extra zero.`,
  };
}

/** What staff read in the queue beside such an item. */
export const rateFlagText = (flag: RateFlag) =>
  `Unusual price: ${flag.unit ? `${flag.unit} at ` : ''}${rateText(flag.rate, flag.perMonth)}; ${usualRateText(flag)}`;
