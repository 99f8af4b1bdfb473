import {
  availabilityLabels,
  carpetPrice,
  listingTypeLabels,
  type PropertySummary,
  type PropertySummaryType,
} from '@/api/contract';
import { formatArea } from '@/lib/area';
import { formatCardPrice } from '@/lib/price';

export const summaryTypeLabel = (type: PropertySummaryType) =>
  type === 'mixed use' ? 'Shop/Office' : listingTypeLabels[type];

/** A card's price: a rent is per month; a project with several units shows 'from'. */
export function cardPrice({ price, priceMax, purpose }: Pick<PropertySummary, 'price' | 'priceMax' | 'purpose'>) {
  // docs/formatting.md#card-price: an answer's price that was not a number.
  if (Number.isNaN(price)) return formatCardPrice(price);
  if (!(price > 0)) return 'Price on request';
  if (purpose === 'rent') return `${formatCardPrice(price)}/month`;
  return priceMax && priceMax > price
    ? `${formatCardPrice(price)} - ${formatCardPrice(priceMax)}`
    : formatCardPrice(price);
}

/** '3 BHK Flat', 'Plot', 'From 2 BHK Flat' (a project's smallest configuration). */
export function cardKind({ bhk, propertyType, kind }: Pick<PropertySummary, 'bhk' | 'propertyType' | 'kind'>) {
  const type = summaryTypeLabel(propertyType);
  if (bhk === undefined) return type;
  return kind === 'builder-project' ? `From ${bhk} BHK ${type}` : `${bhk} BHK ${type}`;
}

/** A card's area: a listing's carpet area when known (docs/listings.md#carpet-first), a project's smallest unit. */
export function cardArea({ area, kind, carpetArea }: Pick<PropertySummary, 'area' | 'kind' | 'carpetArea'>) {
  if (carpetArea !== undefined) return `${formatArea(carpetArea)} carpet`;
  if (area === undefined) return '';
  return kind === 'builder-project' ? `From ${formatArea(area)}` : formatArea(area);
}

type RatedCard = Partial<
  Pick<PropertySummary, 'kind' | 'purpose' | 'area' | 'carpetArea' | 'builtUpArea' | 'superBuiltUpArea'>
> & { price?: number; propertyType?: string };

/** docs/listings.md#carpet-first: a listing card's price per sq.ft, carpet first (project cards show none). */
export const cardRate = (property: RatedCard) =>
  property.kind === 'builder-project'
    ? null
    : carpetPrice(
        {
          price: property.price,
          carpetArea: property.carpetArea,
          builtUpArea: property.builtUpArea,
          superBuiltUpArea: property.superBuiltUpArea,
          plotArea: property.propertyType === 'plot' ? property.area : null,
        },
        { rent: property.purpose === 'rent' },
      );

export const cardPlace = ({ locality, city }: Pick<PropertySummary, 'locality' | 'city'>) =>
  [locality, city].filter(Boolean).join(', ') || 'Location not specified';

export const postedByText = ({ postedByRole }: Pick<PropertySummary, 'postedByRole'>) => `Posted by ${postedByRole}`;

export const statusText = ({ status }: Pick<PropertySummary, 'status'>) => (status ? availabilityLabels[status] : '');
