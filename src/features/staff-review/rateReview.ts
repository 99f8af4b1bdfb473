import type { RateFlag } from '@/api';
import { rateText, usualRateText } from '@/components/RateQuestion';
import type { QuickReason } from './quickReason';

/** docs/review.md#review-rate-flag: the one-click reason offered when rejecting an item whose price is flagged. */
export const unusualPriceReason = (flag: RateFlag): QuickReason => ({
  label: 'Unusual price',
  reason: `Please check the price${flag.unit ? ` of ${flag.unit}` : ''}: it works out to ${rateText(flag.rate, flag.perMonth)}, while ${usualRateText(flag)}.`,
});
