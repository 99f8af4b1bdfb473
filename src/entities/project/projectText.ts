import type { ProjectStatus } from '@/api/contract';
import { formatArea } from '@/lib/area';
import { formatCardPriceRange } from '@/lib/price';
import { statusLabels } from './projectLabels';

/** What a page knows of a project: its search card's figures (summaryOfProject) and its status. */
export interface ProjectFigures {
  /** The lowest unit price (rupees); NaN when the answer's price was not a number. */
  price?: number;
  /** The highest unit price, when it differs. */
  priceMax?: number;
  /** The smallest unit's area (sq ft). */
  area?: number;
  projectStatus?: ProjectStatus | '' | null;
}

/**
 * docs/portfolio.md#one-vocabulary: a project's price, area and status as every page writes them
 * (search, the portfolio, favourites and the project page): '₹85.00 Lakh - ₹1.20 Cr',
 * 'From 1,250 sq.ft', 'Completing Soon'. A missing status counts as not started.
 */
export function projectText({ price, priceMax, area, projectStatus }: ProjectFigures) {
  return {
    // docs/formatting.md#card-price: a saved price that is not a number (or none) is 'Price not available'.
    price: formatCardPriceRange(typeof price === 'number' ? price : Number.NaN, priceMax),
    area: area && area > 0 ? `From ${formatArea(area)}` : '',
    status: statusLabels[projectStatus || 'not started'],
  };
}
