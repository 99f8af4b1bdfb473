import { z } from 'zod';
import { fieldMessages, type FieldMessages } from '@/lib/fieldMessages';
import { INDIA_STATES } from '@/lib/india';
import { pincodeFitsState, pincodeStateMessage } from '@/lib/pincodes';
import {
  hasBhk,
  hasFloor,
  isPlot,
  MAX_ADDRESS_LENGTH,
  MAX_AGE_YEARS,
  MAX_AREA,
  MAX_BHK,
  MAX_DESCRIPTION_LENGTH,
  MAX_FLOORS,
  MAX_LISTING_PHOTOS,
  MAX_PLACE_LENGTH,
  MAX_PLOT_AREA,
  MAX_PRICE,
  MAX_TITLE_LENGTH,
  MIN_BHK,
  MIN_DESCRIPTION_LENGTH,
  MIN_LISTING_PHOTOS,
  MIN_MONTHLY_RENT,
  MIN_SALE_PRICE,
} from './listingChoices';
import type { ListingFields, ListingLocation } from './listings';
import { isWholeRupees } from './numbers';
import { lazySchema } from './lazySchema';

// docs/listings.md#listing-rules. Validation: one rule, one place, `listingRulesSchema`. The form shows
// `listingFieldErrors` beside the fields; the server answers 400 with `firstListingError` (photos included).

/** The keys a message can belong to: a field name, a location field as 'location.x', or 'photos'. */
export type ListingFieldKey = Exclude<keyof ListingFields, 'location'> | `location.${keyof ListingLocation}` | 'photos';
export interface ListingError {
  field: ListingFieldKey;
  message: string;
}

const blank = (value: string | undefined) => !value || value.trim() === '';
const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const positive = (value: number | null | undefined) => isNumber(value) && value > 0;
const wholeIn = (value: number | null | undefined, min: number, max: number) =>
  isNumber(value) && Number.isInteger(value) && value >= min && value <= max;
const longer = (value: string | undefined, max: number) => (value ?? '').trim().length > max;
const countOf = (n: number) => n.toLocaleString('en-IN');
const AREA_TOO_LARGE = `Please enter an area under ${countOf(MAX_AREA)} sq.ft`;
const POSSESSION_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

type AddIssue = (field: ListingFieldKey, message: string) => void;

/** Every rule, checked in form order (the rules cross fields: what a type needs, carpet within built-up). */
function checkListing(f: ListingFields, photoCount: number | undefined, add: AddIssue) {
  const type = f.propertyType;
  const plot = isPlot(type);

  if (!f.purpose) add('purpose', 'Please select sale or rent');
  if (!type) add('propertyType', 'Please select property type');
  if (blank(f.title)) add('title', 'Please enter a title');
  else if (f.title.trim().length > MAX_TITLE_LENGTH)
    add('title', `Please keep the title under ${MAX_TITLE_LENGTH} characters`);
  if (blank(f.description)) add('description', 'Please enter a description');
  else if (f.description.trim().length > MAX_DESCRIPTION_LENGTH)
    add('description', `Please keep the description under ${MAX_DESCRIPTION_LENGTH} characters`);
  else if (f.description.trim().length < MIN_DESCRIPTION_LENGTH)
    add('description', `Please describe the property in at least ${MIN_DESCRIPTION_LENGTH} characters`);

  if (hasBhk(type) && !wholeIn(f.bhk, MIN_BHK, MAX_BHK)) add('bhk', 'Please select BHK');
  if (hasBhk(type) && !wholeIn(f.bathrooms, 1, 20)) add('bathrooms', 'Please enter valid number of bathrooms');
  if ((type === 'shop' || type === 'office') && f.bathrooms !== null && !wholeIn(f.bathrooms, 0, 20))
    add('bathrooms', 'Please enter valid number of bathrooms');

  if (plot) {
    if (!positive(f.plotArea)) add('plotArea', 'Please enter valid plot area');
    else if ((f.plotArea as number) > MAX_PLOT_AREA)
      add('plotArea', `Please enter a plot area under ${countOf(MAX_PLOT_AREA)} sq.ft`);
  } else if (type) {
    if (!positive(f.builtUpArea)) add('builtUpArea', 'Please enter valid built-up area');
    else if ((f.builtUpArea as number) > MAX_AREA) add('builtUpArea', AREA_TOO_LARGE);
    // docs/listings.md#carpet-first: a home's price is read per carpet sq.ft, so homes must give it.
    if (f.carpetArea !== null || hasBhk(type)) {
      if (!positive(f.carpetArea)) add('carpetArea', 'Please enter valid carpet area');
      else if (positive(f.builtUpArea) && (f.carpetArea as number) > (f.builtUpArea as number))
        add('carpetArea', 'Carpet area cannot be more than built-up area');
      else if ((f.carpetArea as number) > MAX_AREA) add('carpetArea', AREA_TOO_LARGE);
    }
    if (f.superBuiltUpArea !== null) {
      if (!positive(f.superBuiltUpArea)) add('superBuiltUpArea', 'Please enter valid super built-up area');
      else if (positive(f.builtUpArea) && f.superBuiltUpArea < (f.builtUpArea as number))
        add('superBuiltUpArea', 'Super built-up area cannot be less than built-up area');
      else if (f.superBuiltUpArea > MAX_AREA) add('superBuiltUpArea', AREA_TOO_LARGE);
    }
  }

  if (!isWholeRupees(f.price) || f.price > MAX_PRICE)
    add('price', f.purpose === 'rent' ? 'Please enter valid monthly rent' : 'Please enter valid price');
  else if (f.purpose === 'rent' && f.price < MIN_MONTHLY_RENT)
    add('price', 'A monthly rent under ₹1,000 is not plausible: please check it');
  else if (f.purpose === 'sale' && f.price < MIN_SALE_PRICE)
    add('price', 'A price under ₹1 Lakh is not plausible: please check it');

  if (type && !plot) {
    if (!f.furnishing) add('furnishing', 'Please select furnishing');
    if (!wholeIn(f.totalFloors, 1, MAX_FLOORS)) add('totalFloors', 'Please enter valid number of floors');
    if (hasFloor(type)) {
      if (!wholeIn(f.floor, 0, MAX_FLOORS)) add('floor', 'Please enter valid floor');
      else if (wholeIn(f.totalFloors, 1, MAX_FLOORS) && (f.floor as number) > (f.totalFloors as number))
        add('floor', 'Floor cannot be above the total floors');
    }
    if (!f.availability) add('availability', 'Please select availability');
    if (f.availability === 'ready to move' && !wholeIn(f.ageYears, 0, MAX_AGE_YEARS))
      add('ageYears', 'Please enter the age of the property in years');
    if (f.availability === 'under construction' && !POSSESSION_MONTH.test(f.possessionBy.trim()))
      add('possessionBy', 'Please enter the possession month');
  }

  const { location } = f;
  if (blank(location.state)) add('location.state', 'Please select state');
  else if (!(INDIA_STATES as readonly string[]).includes(location.state.trim()))
    add('location.state', 'Please select a valid state');
  if (blank(location.city)) add('location.city', 'Please select city');
  else if (longer(location.city, MAX_PLACE_LENGTH))
    add('location.city', `Please keep the city under ${MAX_PLACE_LENGTH} characters`);
  if (blank(location.locality)) add('location.locality', 'Please enter locality');
  else if (longer(location.locality, MAX_PLACE_LENGTH))
    add('location.locality', `Please keep the locality under ${MAX_PLACE_LENGTH} characters`);
  if (blank(location.pincode)) add('location.pincode', 'Please enter pincode');
  else if (!/^\d{6}$/.test(location.pincode.trim())) add('location.pincode', 'Please enter a valid 6-digit pincode');
  else if (!pincodeFitsState(location.pincode, location.state))
    add('location.pincode', pincodeStateMessage(location.state));
  if (longer(location.address, MAX_ADDRESS_LENGTH))
    add('location.address', `Please keep the address under ${MAX_ADDRESS_LENGTH} characters`);
  if (longer(location.landmark, MAX_PLACE_LENGTH))
    add('location.landmark', `Please keep the landmark under ${MAX_PLACE_LENGTH} characters`);

  if (photoCount !== undefined) {
    if (photoCount < MIN_LISTING_PHOTOS) add('photos', 'Please add at least one photo');
    if (photoCount > MAX_LISTING_PHOTOS) add('photos', `Please add at most ${MAX_LISTING_PHOTOS} photos`);
  }
}

/**
 * The listing form's rules as a schema over the typed fields and the photo count (kept plus new;
 * left out, the photos are not checked). Each issue sits at its field's key ('location.city'), in
 * form order. The fields' shape is the contract's business (listingFieldsSchema); this schema only
 * says what a listing needs, so a half-filled form gets the listing's own messages.
 */
export const listingRulesSchema = lazySchema(() =>
  z
    .object({ fields: z.custom<ListingFields>(), photoCount: z.number().int().min(0).optional() })
    .superRefine(({ fields, photoCount }, ctx) =>
      checkListing(fields, photoCount, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message })),
    ),
);

const listingIssues = (fields: ListingFields, photoCount?: number) =>
  listingRulesSchema.safeParse({ fields, photoCount }).error;

/** Every rule that fails, in form order. */
export function listingErrors(fields: ListingFields, photoCount?: number): ListingError[] {
  return (listingIssues(fields, photoCount)?.issues ?? []).map(({ path, message }) => ({
    field: path[0] as ListingFieldKey,
    message,
  }));
}

/** Field -> its first message, for showing beside each field. Empty when the form is valid. */
export function listingFieldErrors(fields: ListingFields, photoCount?: number): FieldMessages<ListingFieldKey> {
  const error = listingIssues(fields, photoCount);
  return error ? fieldMessages(error) : {};
}

/** The first message in form order, or null: what the server answers with. */
export const firstListingError = (fields: ListingFields, photoCount?: number) =>
  listingIssues(fields, photoCount)?.issues[0]?.message ?? null;
