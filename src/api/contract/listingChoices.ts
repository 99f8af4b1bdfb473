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
export const posterRoles = ['Seller', 'Agent'] as const;

export type ListingPurpose = (typeof listingPurposes)[number];
export type ListingType = (typeof listingTypes)[number];
export type Furnishing = (typeof furnishings)[number];
export type Facing = (typeof facings)[number];
export type Availability = (typeof availabilities)[number];
export type Amenity = (typeof amenities)[number];
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
// An amenity's label is in the one amenity list, src/entities/amenity (listings and projects alike).

/** Limits the form and the server share. */
export const MIN_BHK = 1;
export const MAX_BHK = 10;
export const MIN_LISTING_PHOTOS = 1;
export const MAX_LISTING_PHOTOS = 20;
export const MAX_TITLE_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 4000;
/** Fewer characters than a sentence tells a buyer nothing (a listing's or a project's description). */
export const MIN_DESCRIPTION_LENGTH = 20;
export const MAX_AGE_YEARS = 100;
/** An address, and a city, locality or landmark: longer is pasted text, not a place (listings and projects). */
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_PLACE_LENGTH = 100;
/** sq.ft of a building or unit (a large office floor, not a typo's extra zeros), and of a plot (some 230 acres). */
export const MAX_AREA = 1_000_000;
export const MAX_PLOT_AREA = 10_000_000;
export const MAX_FLOORS = 200;
/** Above ₹10,000 Cr a price is a typo. */
export const MAX_PRICE = 100_000_000_000;
/** Below ₹1 Lakh no property sells, and below ₹1,000 a month none lets: a slip of the keyboard. */
export const MIN_SALE_PRICE = 100_000;
export const MIN_MONTHLY_RENT = 1_000;

/** Types with a BHK count and bathrooms that must be given (homes). */
export const residentialListingTypes = ['flat', 'villa', 'independent house'] as const satisfies readonly ListingType[];
/** Types that sit on one floor of a building, so `floor` applies. */
export const floorListingTypes = ['flat', 'shop', 'office'] as const satisfies readonly ListingType[];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
export const hasBhk = (type: ListingType | '') => isOneOf(residentialListingTypes, type);
export const isPlot = (type: ListingType | '') => type === 'plot';
export const hasFloor = (type: ListingType | '') => isOneOf(floorListingTypes, type);
