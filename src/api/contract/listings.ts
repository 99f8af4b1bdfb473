import { z } from 'zod';
import { INDIA_STATES } from '@/lib/india';
import { reviewStates } from './builderProject';

/**
 * Issue #9: a property listing posted by a Seller or an Agent (the builder projects are separate).
 * The form holds the fields below; choice fields are '' and numbers null until filled. Fields that do
 * not apply to the chosen property type are stored empty ('' / null / []): see `listingFieldsApplying`.
 *
 * Area rule (decided here): a plot has only `plotArea`; every other type has a `builtUpArea` (required)
 * and may have a `carpetArea` (not above the built-up area). All areas are in sq ft.
 */
export const listingPurposes = ['sale', 'rent'] as const;
export const listingTypes = ['flat', 'villa', 'independent house', 'plot', 'shop', 'office'] as const;
export const furnishings = ['unfurnished', 'semi-furnished', 'furnished'] as const;
export const facings = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;
export const availabilities = ['ready to move', 'under construction'] as const;
export const amenities = [
  'lift',
  'parking',
  'power backup',
  'security',
  'gym',
  'swimming pool',
  'club house',
  'garden',
  'gas pipeline',
  'water supply 24x7',
  'children play area',
  'rainwater harvesting',
  'intercom',
  'visitor parking',
] as const;
export const contactPreferences = ['phone', 'email', 'both'] as const;
export const posterRoles = ['Seller', 'Agent'] as const;

export type ListingPurpose = (typeof listingPurposes)[number];
export type ListingType = (typeof listingTypes)[number];
export type Furnishing = (typeof furnishings)[number];
export type Facing = (typeof facings)[number];
export type Availability = (typeof availabilities)[number];
export type Amenity = (typeof amenities)[number];
export type ContactPreference = (typeof contactPreferences)[number];
export type PosterRole = (typeof posterRoles)[number];

export const purposeLabels: Record<ListingPurpose, string> = { sale: 'For Sale', rent: 'For Rent' };
export const listingTypeLabels: Record<ListingType, string> = {
  flat: 'Flat',
  villa: 'Villa',
  'independent house': 'Independent House',
  plot: 'Plot',
  shop: 'Shop',
  office: 'Office',
};
export const furnishingLabels: Record<Furnishing, string> = {
  unfurnished: 'Unfurnished',
  'semi-furnished': 'Semi-Furnished',
  furnished: 'Fully Furnished',
};
export const facingLabels: Record<Facing, string> = {
  north: 'North',
  'north-east': 'North-East',
  east: 'East',
  'south-east': 'South-East',
  south: 'South',
  'south-west': 'South-West',
  west: 'West',
  'north-west': 'North-West',
};
export const availabilityLabels: Record<Availability, string> = {
  'ready to move': 'Ready to Move',
  'under construction': 'Under Construction',
};
export const amenityLabels: Record<Amenity, string> = {
  lift: 'Lift',
  parking: 'Parking',
  'power backup': 'Power Backup',
  security: '24x7 Security',
  gym: 'Gym',
  'swimming pool': 'Swimming Pool',
  'club house': 'Club House',
  garden: 'Garden',
  'gas pipeline': 'Gas Pipeline',
  'water supply 24x7': '24x7 Water Supply',
  'children play area': "Children's Play Area",
  'rainwater harvesting': 'Rainwater Harvesting',
  intercom: 'Intercom',
  'visitor parking': 'Visitor Parking',
};
export const contactPreferenceLabels: Record<ContactPreference, string> = {
  phone: 'Phone',
  email: 'Email',
  both: 'Phone and Email',
};

/** Limits the form and the server share. */
export const MIN_BHK = 1;
export const MAX_BHK = 10;
export const MIN_LISTING_PHOTOS = 1;
export const MAX_LISTING_PHOTOS = 20;
export const MAX_TITLE_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_AGE_YEARS = 100;
export const MAX_FLOORS = 200;
/** Above ₹10,000 Cr a price is a typo. */
export const MAX_PRICE = 100_000_000_000;

/** Types with a BHK count and bathrooms that must be given (homes). */
export const residentialListingTypes = ['flat', 'villa', 'independent house'] as const satisfies readonly ListingType[];
/** Types that sit on one floor of a building, so `floor` applies. */
export const floorListingTypes = ['flat', 'shop', 'office'] as const satisfies readonly ListingType[];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
export const hasBhk = (type: ListingType | '') => isOneOf(residentialListingTypes, type);
export const isPlot = (type: ListingType | '') => type === 'plot';
export const hasFloor = (type: ListingType | '') => isOneOf(floorListingTypes, type);

/** A number field of the form: null while empty. */
const amount = z.number().nullable();

export const listingLocationSchema = z.object({
  address: z.string().optional(),
  state: z.string(),
  city: z.string(),
  locality: z.string(),
  pincode: z.string(),
  landmark: z.string().optional(),
});
export type ListingLocation = z.infer<typeof listingLocationSchema>;

/** The form and the multipart payload of POST/PUT /api/properties. */
export const listingFieldsSchema = z.object({
  purpose: z.enum(listingPurposes).or(z.literal('')),
  propertyType: z.enum(listingTypes).or(z.literal('')),
  title: z.string(),
  description: z.string(),
  /** 1..10; flat, villa and independent house only. */
  bhk: amount,
  /** Homes: required; shop and office: optional; plot: none. */
  bathrooms: amount,
  carpetArea: amount,
  builtUpArea: amount,
  /** Plot only. */
  plotArea: amount,
  /** Rupees; for rent the monthly rent. */
  price: amount,
  furnishing: z.enum(furnishings).or(z.literal('')),
  /** 0 is the ground floor; flat, shop and office only. */
  floor: amount,
  /** Floors of the building (flat, shop, office) or of the house (villa, independent house). */
  totalFloors: amount,
  facing: z.enum(facings).or(z.literal('')),
  availability: z.enum(availabilities).or(z.literal('')),
  /** Ready to move: the age of the building in years (0 for new). */
  ageYears: amount,
  /** Under construction: the month of possession, 'yyyy-mm'. */
  possessionBy: z.string(),
  amenities: z.array(z.enum(amenities)),
  location: listingLocationSchema,
  contactPreference: z.enum(contactPreferences).or(z.literal('')),
});
export type ListingFields = z.infer<typeof listingFieldsSchema>;

export const emptyListingFields = (): ListingFields => ({
  purpose: '',
  propertyType: '',
  title: '',
  description: '',
  bhk: null,
  bathrooms: null,
  carpetArea: null,
  builtUpArea: null,
  plotArea: null,
  price: null,
  furnishing: '',
  floor: null,
  totalFloors: null,
  facing: '',
  availability: '',
  ageYears: null,
  possessionBy: '',
  amenities: [],
  location: { address: '', state: '', city: '', locality: '', pincode: '', landmark: '' },
  contactPreference: '',
});

/**
 * The fields as they are saved: values that do not apply to the property type are emptied (a plot
 * keeps no BHK, a villa no floor, a ready home no possession month...), text is trimmed and the
 * amenities are de-duplicated in the fixed order. The server stores this; the MSW db too.
 */
export function normalizeListingFields(fields: ListingFields): ListingFields {
  const type = fields.propertyType;
  const plot = isPlot(type);
  const ready = fields.availability === 'ready to move';
  const { address, landmark, ...location } = fields.location;
  return {
    ...fields,
    title: fields.title.trim(),
    description: fields.description.trim(),
    bhk: hasBhk(type) ? fields.bhk : null,
    bathrooms: plot ? null : fields.bathrooms,
    carpetArea: plot ? null : fields.carpetArea,
    builtUpArea: plot ? null : fields.builtUpArea,
    plotArea: plot ? fields.plotArea : null,
    furnishing: plot ? '' : fields.furnishing,
    floor: hasFloor(type) ? fields.floor : null,
    totalFloors: plot ? null : fields.totalFloors,
    availability: plot ? '' : fields.availability,
    ageYears: !plot && ready ? fields.ageYears : null,
    possessionBy: !plot && fields.availability === 'under construction' ? fields.possessionBy.trim() : '',
    amenities: amenities.filter((a) => fields.amenities.includes(a)),
    location: {
      address: address?.trim() ?? '',
      state: location.state.trim(),
      city: location.city.trim(),
      locality: location.locality.trim(),
      pincode: location.pincode.trim(),
      landmark: landmark?.trim() ?? '',
    },
  };
}

/** The area a listing's price is per: built-up area, else carpet area, else the plot area. */
export function listingArea(fields: Pick<ListingFields, 'builtUpArea' | 'carpetArea' | 'plotArea'>): number | null {
  return fields.builtUpArea ?? fields.carpetArea ?? fields.plotArea ?? null;
}

/** Rounded rupees per sq ft (per month for rent), or null without a price or an area. */
export function pricePerSqftOf(fields: Pick<ListingFields, 'price' | 'builtUpArea' | 'carpetArea' | 'plotArea'>) {
  const area = listingArea(fields);
  return fields.price && area ? Math.round(fields.price / area) : null;
}

/** The contact details a poster shares. Only signed-in viewers get them, and only what the poster chose. */
export const posterSchema = z.object({
  name: z.string(),
  role: z.enum(posterRoles),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type Poster = z.infer<typeof posterSchema>;

/**
 * A saved listing as GET /api/properties/{id} and /api/me/listings answer it. `poster.phone` and
 * `poster.email` are sent only to a signed-in viewer (and the owner), following contactPreference.
 * photos: URLs, the first is the cover. views counts distinct viewers per day, never the owner.
 */
export const listingSchema = listingFieldsSchema.extend({
  purpose: z.enum(listingPurposes),
  propertyType: z.enum(listingTypes),
  contactPreference: z.enum(contactPreferences),
  _id: z.string(),
  postedBy: z.string(),
  poster: posterSchema,
  photos: z.array(z.string()),
  reviewState: z.enum(reviewStates),
  reviewReason: z.string().optional(),
  views: z.number().int().min(0),
  inquiryCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  pricePerSqft: z.number().nullable(),
});
export type Listing = z.infer<typeof listingSchema>;
export const listingListSchema = z.array(listingSchema);

/** A saved listing back into the form (edit mode). */
export function fieldsOfListing(listing: Listing): ListingFields {
  const fields = emptyListingFields();
  const picked = Object.fromEntries(Object.keys(fields).map((key) => [key, listing[key as keyof ListingFields]]));
  return { ...fields, ...(picked as ListingFields), location: { ...fields.location, ...listing.location } };
}

/** The multipart part names: text parts, number parts (decimal text, absent when empty), JSON parts, files. */
export const listingTextFields = [
  'purpose',
  'propertyType',
  'title',
  'description',
  'furnishing',
  'facing',
  'availability',
  'possessionBy',
  'contactPreference',
] as const;
export const listingNumberFields = [
  'bhk',
  'bathrooms',
  'carpetArea',
  'builtUpArea',
  'plotArea',
  'price',
  'floor',
  'totalFloors',
  'ageYears',
] as const;
export const listingJsonFields = ['location', 'amenities'] as const;
/** Files: `photos` (new images); edit mode also sends `keptPhotos`, a JSON list of saved URLs kept, in order. */
export const listingFileField = 'photos';
export const keptPhotosField = 'keptPhotos';

// ---------------------------------------------------------------------------------------------
// Validation: one rule, one place. The form shows `listingFieldErrors` beside the fields; the
// server answers 400 with the first message of `listingErrors` (photos included).

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
const POSSESSION_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Every rule that fails, in form order. Photos are counted as kept plus new ones. */
export function listingErrors(f: ListingFields, photoCount?: number): ListingError[] {
  const errors: ListingError[] = [];
  const add = (field: ListingFieldKey, message: string) => errors.push({ field, message });
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

  if (hasBhk(type) && !wholeIn(f.bhk, MIN_BHK, MAX_BHK)) add('bhk', 'Please select BHK');
  if (hasBhk(type) && !wholeIn(f.bathrooms, 1, 20)) add('bathrooms', 'Please enter valid number of bathrooms');
  if ((type === 'shop' || type === 'office') && f.bathrooms !== null && !wholeIn(f.bathrooms, 0, 20))
    add('bathrooms', 'Please enter valid number of bathrooms');

  if (plot) {
    if (!positive(f.plotArea)) add('plotArea', 'Please enter valid plot area');
  } else if (type) {
    if (!positive(f.builtUpArea)) add('builtUpArea', 'Please enter valid built-up area');
    if (f.carpetArea !== null) {
      if (!positive(f.carpetArea)) add('carpetArea', 'Please enter valid carpet area');
      else if (positive(f.builtUpArea) && f.carpetArea > (f.builtUpArea as number))
        add('carpetArea', 'Carpet area cannot be more than built-up area');
    }
  }

  if (!positive(f.price) || (f.price as number) > MAX_PRICE)
    add('price', f.purpose === 'rent' ? 'Please enter valid monthly rent' : 'Please enter valid price');

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
  else if (!isOneOf(INDIA_STATES, location.state.trim())) add('location.state', 'Please select a valid state');
  if (blank(location.city)) add('location.city', 'Please select city');
  if (blank(location.locality)) add('location.locality', 'Please enter locality');
  if (blank(location.pincode)) add('location.pincode', 'Please enter pincode');
  else if (!/^\d{6}$/.test(location.pincode.trim())) add('location.pincode', 'Please enter a valid 6-digit pincode');

  if (!f.contactPreference) add('contactPreference', 'Please choose how buyers can contact you');

  if (photoCount !== undefined) {
    if (photoCount < MIN_LISTING_PHOTOS) add('photos', 'Please add at least one photo');
    if (photoCount > MAX_LISTING_PHOTOS) add('photos', `Please add at most ${MAX_LISTING_PHOTOS} photos`);
  }
  return errors;
}

/** Field -> its first message, for showing beside each field. Empty when the form is valid. */
export function listingFieldErrors(
  fields: ListingFields,
  photoCount?: number,
): Partial<Record<ListingFieldKey, string>> {
  const byField: Partial<Record<ListingFieldKey, string>> = {};
  for (const { field, message } of listingErrors(fields, photoCount)) byField[field] ??= message;
  return byField;
}

/** The first message in form order, or null: what the server answers with. */
export const firstListingError = (fields: ListingFields, photoCount?: number) =>
  listingErrors(fields, photoCount)[0]?.message ?? null;

// ---------------------------------------------------------------------------------------------
// Search: GET /api/properties over approved listings and approved builder projects.

export const propertyKinds = ['listing', 'builder-project'] as const;
export type PropertyKind = (typeof propertyKinds)[number];
/** Builder projects add a mixed-use kind (shop/office); a shop or office filter matches it too. */
export const propertySummaryTypes = [...listingTypes, 'mixed use'] as const;
export type PropertySummaryType = (typeof propertySummaryTypes)[number];
export const propertySorts = ['newest', 'price-asc', 'price-desc'] as const;
export type PropertySort = (typeof propertySorts)[number];
export const propertySortLabels: Record<PropertySort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};
/** The BHK filter's choices: the last one means that many or more ('5+ BHK'). */
export const bhkFilterOptions = [1, 2, 3, 4, 5] as const;
export const BHK_FILTER_PLUS = 5;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

/** A query value: one string, or a comma list (`type=flat,villa`, `bhk=2,3`). */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : value,
    z.array(item),
  );
const rupees = z.coerce.number().int().min(0).max(MAX_PRICE);

/**
 * The search query, as URL parameters (strings) or as values. Semantics, the same in MSW and the server:
 * - city: exact, case-insensitive; q: locality or title contains the text, case-insensitive.
 * - type: any of the listed types (projects: villa, flat, shops -> shop, office, shop/office -> mixed use,
 *   which a shop or an office filter also matches).
 * - bhk: any of the values; 5 means 5 or more. A project matches when one of its configurations does.
 * - minPrice / maxPrice: rupees, on `price` (a project's lowest price). purpose: projects are for sale.
 * - status: listings by availability (plots count as ready to move); projects: completed is ready to move,
 *   everything else under construction.
 * - kind: only listings or only builder projects.
 * - sort newest: createdAt descending; price sorts tie-break by newest. Page is 1-based.
 */
export const propertySearchQuerySchema = z.object({
  city: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  type: listOf(z.enum(propertySummaryTypes)).optional(),
  bhk: listOf(z.coerce.number().int().min(MIN_BHK).max(MAX_BHK)).optional(),
  minPrice: rupees.optional(),
  maxPrice: rupees.optional(),
  purpose: z.enum(listingPurposes).optional(),
  status: z.enum(availabilities).optional(),
  kind: z.enum(propertyKinds).optional(),
  sort: z.enum(propertySorts).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PropertySearchQuery = z.input<typeof propertySearchQuerySchema>;
export type ParsedPropertySearchQuery = z.infer<typeof propertySearchQuerySchema>;

/** The query as a URL search string (no '?'), empty values and defaults left out, in a stable order. */
export function propertySearchParams(query: PropertySearchQuery): string {
  const params = new URLSearchParams();
  const set = (name: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      if (value.length) params.set(name, value.join(','));
      return;
    }
    params.set(name, String(value));
  };
  set('city', query.city?.trim());
  set('q', query.q?.trim());
  set('type', query.type);
  set('bhk', query.bhk);
  set('minPrice', query.minPrice);
  set('maxPrice', query.maxPrice);
  set('purpose', query.purpose);
  set('status', query.status);
  set('kind', query.kind);
  if (query.sort && query.sort !== 'newest') set('sort', query.sort);
  if (query.page !== undefined && Number(query.page) !== 1) set('page', query.page);
  if (query.pageSize !== undefined && Number(query.pageSize) !== DEFAULT_PAGE_SIZE) set('pageSize', query.pageSize);
  return params.toString();
}

/** One card of the lists: a listing or an approved builder project. */
export const propertySummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(propertyKinds),
  title: z.string(),
  /** Rupees: a listing's price (monthly for rent) or a project's lowest price. */
  price: z.number(),
  /** Projects: the highest configuration price when it differs. */
  priceMax: z.number().optional(),
  purpose: z.enum(listingPurposes).optional(),
  propertyType: z.enum(propertySummaryTypes),
  /** Listings: the BHK; projects: the smallest configuration's. */
  bhk: z.number().optional(),
  /** Sq ft: a listing's `listingArea`; a project's smallest unit. */
  area: z.number().optional(),
  city: z.string(),
  locality: z.string(),
  state: z.string(),
  coverPhoto: z.string().optional(),
  postedByRole: z.enum([...posterRoles, 'Builder']),
  createdAt: z.string(),
  status: z.enum(availabilities).optional(),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const propertySearchResultSchema = z.object({
  items: z.array(propertySummarySchema),
  /** Matches over all pages, and split by kind. */
  total: z.number().int().min(0),
  counts: z.object({ listings: z.number().int().min(0), projects: z.number().int().min(0) }),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PropertySearchResult = z.infer<typeof propertySearchResultSchema>;

/** Staff reject a listing with a reason the poster sees on their dashboard. */
export const rejectListingRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Please give the poster a reason')
    .max(1000, 'Please keep the reason under 1000 characters'),
});
export type RejectListingRequest = z.infer<typeof rejectListingRequestSchema>;

/** The refusals the server and the mocks answer with `{ message }`. */
export const listingMessages = {
  notFound: 'Property not found',
  onlyPosters: 'Only Sellers and Agents can post properties',
  notYourListing: "You don't have permission to edit this property",
  notYourListingToDelete: "You don't have permission to delete this property",
  deleted: 'Property deleted',
  onlyBuyers: 'Only buyers can send inquiries',
  inquiryNotFound: 'Inquiry not found',
  tooManyInquiries: 'You have sent too many inquiries. Please try again later.',
  onlyStaff: 'Only the Nivaas team can review listings',
  notWaiting: 'This listing is not waiting for review',
} as const;

/**
 * The poster as a viewer sees them: anonymous viewers get the name and role only; signed-in viewers
 * also get the phone and/or e-mail the poster chose to share (contactPreference).
 */
export function visiblePoster(poster: Poster, contactPreference: ContactPreference, signedIn: boolean): Poster {
  const { name, role, phone, email } = poster;
  if (!signedIn) return { name, role };
  return {
    name,
    role,
    ...(phone && contactPreference !== 'email' ? { phone } : {}),
    ...(email && contactPreference !== 'phone' ? { email } : {}),
  };
}
