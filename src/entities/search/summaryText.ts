import {
  availabilityLabels,
  carpetPrice,
  listingTypeLabels,
  type PropertySummary,
  type PropertySummaryType,
} from '@/api/contract';
import { projectText } from '@/entities/project';
import { formatArea } from '@/lib/area';
import { formatCardPrice, formatCardPriceRange } from '@/lib/price';

export const summaryTypeLabel = (type: PropertySummaryType) =>
  type === 'mixed use' ? 'Shop/Office' : listingTypeLabels[type];

/** A card's price: a rent is per month; a project's as every page writes it (lowest to highest unit). */
export function cardPrice(property: Pick<PropertySummary, 'kind' | 'price' | 'priceMax' | 'purpose'>) {
  if (property.kind === 'builder-project') return projectText(property).price;
  const { price, purpose } = property;
  return purpose === 'rent' && price > 0 ? `${formatCardPrice(price)}/month` : formatCardPriceRange(price);
}

/** '3 BHK Flat', 'Plot', 'From 2 BHK Flat' (a project's smallest configuration). */
export function cardKind({ bhk, propertyType, kind }: Pick<PropertySummary, 'bhk' | 'propertyType' | 'kind'>) {
  const type = summaryTypeLabel(propertyType);
  if (bhk === undefined) return type;
  return kind === 'builder-project' ? `From ${bhk} BHK ${type}` : `${bhk} BHK ${type}`;
}

/** A card's area: a listing's carpet area when known (docs/listings.md#carpet-first); a project's as every page writes it. */
export function cardArea(property: Pick<PropertySummary, 'area' | 'kind' | 'carpetArea'>) {
  if (property.kind === 'builder-project') return projectText(property).area;
  if (property.carpetArea !== undefined) return `${formatArea(property.carpetArea)} carpet`;
  return property.area === undefined ? '' : formatArea(property.area);
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

/**
 * docs/listings.md#posted-by: 'Posted by Skyline Developers' (a project's builder's company),
 * 'Posted by Anita Rao' (a listing's owner or agent); the role only where no name was given.
 */
export const postedByText = ({ postedByRole, postedByName }: Pick<PropertySummary, 'postedByRole' | 'postedByName'>) =>
  `Posted by ${postedByName?.trim() || postedByRole}`;

/** A listing's availability; a project's own status, as every page writes it. */
export const statusText = (property: Pick<PropertySummary, 'kind' | 'status' | 'projectStatus'>) =>
  property.kind === 'builder-project'
    ? projectText(property).status
    : property.status
      ? availabilityLabels[property.status]
      : '';
