import {
  availabilityLabels,
  carpetPrice,
  facingLabels,
  furnishingLabels,
  hasFloor,
  listingTypeLabels,
  type Listing,
} from '@/api/contract';
import { listingPlace } from './listingText';
import { formatArea } from '@/lib/area';
import { formatPrice } from '@/lib/price';

export interface Fact {
  label: string;
  value: string;
}

const monthOf = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-mm' as 'Jun 2027'; the text itself when it is not a month. */
export function possessionText(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? monthOf.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : month;
}

/** 0 is the ground floor: '4 of 12', 'Ground of 12'. */
export const floorText = (floor: number, totalFloors: number | null) =>
  `${floor === 0 ? 'Ground' : floor}${totalFloors ? ` of ${totalFloors}` : ''}`;

export const ageText = (years: number) =>
  years === 0 ? 'New construction' : `${years} ${years === 1 ? 'year' : 'years'} old`;

/** The key facts of a listing, in the order buyers compare them; facts that do not apply are left out. */
export function listingFacts(listing: Listing): Fact[] {
  const facts: Fact[] = [{ label: 'Property type', value: listingTypeLabels[listing.propertyType] }];
  const add = (label: string, value: string | null | false | undefined) => {
    if (value) facts.push({ label, value });
  };
  add('Bedrooms', listing.bhk !== null && `${listing.bhk} BHK`);
  add('Bathrooms', listing.bathrooms !== null && String(listing.bathrooms));
  // docs/listings.md#carpet-first: the carpet area first.
  add('Carpet area', formatArea(listing.carpetArea));
  add('Built-up area', formatArea(listing.builtUpArea));
  add('Super built-up area', formatArea(listing.superBuiltUpArea));
  add('Plot area', formatArea(listing.plotArea));
  add('Furnishing', listing.furnishing && furnishingLabels[listing.furnishing]);
  if (hasFloor(listing.propertyType))
    add('Floor', listing.floor !== null && floorText(listing.floor, listing.totalFloors));
  else add('Floors', listing.totalFloors !== null && String(listing.totalFloors));
  add('Facing', listing.facing && facingLabels[listing.facing]);
  add('Availability', listing.availability && availabilityLabels[listing.availability]);
  add('Age', listing.availability === 'ready to move' && listing.ageYears !== null && ageText(listing.ageYears));
  add('Possession by', listing.availability === 'under construction' && possessionText(listing.possessionBy));
  return facts;
}

/** The headline price: a rent is per month. */
export const detailPrice = (listing: Pick<Listing, 'price' | 'purpose'>) =>
  listing.price ? `${formatPrice(listing.price)}${listing.purpose === 'rent' ? ' per month' : ''}` : 'Price on request';

/** docs/listings.md#carpet-first: the price per sq.ft, carpet first, with the other areas and the loading. */
export const listingRate = (listing: Listing) => carpetPrice(listing, { rent: listing.purpose === 'rent' });

/** Where it is, most specific first: 'Koramangala, Bengaluru, Karnataka 560095'. */
export function locationLine(listing: Pick<Listing, 'location'>) {
  const { pincode } = listing.location;
  return pincode ? `${listingPlace(listing)} ${pincode}` : listingPlace(listing);
}
