import { z } from 'zod';
import { reviewStates } from './builderProject';
import { listingStatuses, reportHoldSchema } from './listingFreshness';
import {
  amenities,
  availabilities,
  facings,
  furnishings,
  hasBhk,
  hasFloor,
  isPlot,
  listingPurposes,
  listingTypes,
  posterRoles,
} from './listingChoices';
import { photoSchema } from './photos';
import { revisionSchemaOf } from './revisions';
import { responseTimeSchema } from './responseTime';
import { lazySchema } from './lazySchema';
import { pinOfPlace, pinSchema, placeSchema } from './place';
import { kmFromLocalityCentreSchema } from './localityFacts';

/** A number field of the form: null while empty. */
const amount = lazySchema(() => z.number().nullable());

export const listingLocationSchema = lazySchema(() =>
  z.object({
    address: z.string().optional(),
    state: z.string(),
    city: z.string(),
    locality: z.string(),
    pincode: z.string(),
    landmark: z.string().optional(),
  }),
);
export type ListingLocation = z.infer<typeof listingLocationSchema>;

/** The form and the multipart payload of POST/PUT /api/properties. */
export const listingFieldsSchema = lazySchema(() =>
  z.object({
    purpose: z.enum(listingPurposes).or(z.literal('')),
    propertyType: z.enum(listingTypes).or(z.literal('')),
    title: z.string(),
    description: z.string(),
    /** 1..10; flat, villa and independent house only. */
    bhk: amount,
    /** Homes: required; shop and office: optional; plot: none. */
    bathrooms: amount,
    /** Required for homes, optional for shop and office (docs/listings.md#carpet-first). */
    carpetArea: amount,
    builtUpArea: amount,
    /** Optional, not below the built-up area; absent from drafts and rows saved before it existed. */
    superBuiltUpArea: amount.default(null),
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
    /** docs/map.md#the-pin: the owner's pin, null while they placed none (absent from older drafts). */
    place: pinSchema.nullable().default(null),
  }),
);
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
  superBuiltUpArea: null,
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
  place: null,
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
    superBuiltUpArea: plot ? null : fields.superBuiltUpArea,
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

/**
 * Who posted a listing: name and role only. No answer carries a seller's or agent's phone or e-mail to
 * another user; buyers reach them through an inquiry (docs/listings.md#contact-details).
 */
export const posterSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    role: z.enum(posterRoles),
    /** docs/leads.md#response-time: how soon the poster usually replies; absent while hidden. */
    responseTime: responseTimeSchema.optional(),
  }),
);
export type Poster = z.infer<typeof posterSchema>;

/**
 * A saved listing as GET /api/properties/{id} and /api/me/listings answer it.
 * photos: each with its variants (docs/media.md#variants), the first is the cover. views counts distinct viewers per day, never the owner.
 */
const publishedListingSchema = lazySchema(() =>
  listingFieldsSchema.extend({
    purpose: z.enum(listingPurposes),
    propertyType: z.enum(listingTypes),
    _id: z.string(),
    postedBy: z.string(),
    poster: posterSchema,
    photos: z.array(photoSchema),
    reviewState: z.enum(reviewStates),
    reviewReason: z.string().optional(),
    views: z.number().int().min(0),
    inquiryCount: z.number().int().min(0),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** docs/listings.md#confirmed-available */
    confirmedAt: z.string(),
    status: z.enum(listingStatuses),
    /** docs/listings.md#report-response: only on the owner's own listing, while reports hold it. */
    reportHold: reportHoldSchema.optional(),
    /** docs/map.md#the-pin: where it stands, null when nowhere known. */
    place: placeSchema.nullable().default(null),
  }),
);
export const listingSchema = lazySchema(() =>
  publishedListingSchema.extend({
    /** docs/review.md#revisions: the owner's changes waiting beside the live version (owner and staff only). */
    revision: revisionSchemaOf(publishedListingSchema).optional(),
    /** docs/localities.md#locality-distance: km from its locality's centre; answered by GET /api/listings/{id} alone. */
    kmFromLocalityCentre: kmFromLocalityCentreSchema,
  }),
);
export type Listing = z.infer<typeof listingSchema>;
export const listingListSchema = lazySchema(() => z.array(listingSchema));

/** A saved listing back into the form (edit mode). */
export function fieldsOfListing(listing: Listing): ListingFields {
  const fields = emptyListingFields();
  const picked = Object.fromEntries(Object.keys(fields).map((key) => [key, listing[key as keyof ListingFields]]));
  return {
    ...fields,
    ...(picked as ListingFields),
    location: { ...fields.location, ...listing.location },
    place: pinOfPlace(listing.place),
  };
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
] as const;
export const listingNumberFields = [
  'bhk',
  'bathrooms',
  'carpetArea',
  'builtUpArea',
  'superBuiltUpArea',
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
/** The keys of photos stored ahead by POST /api/photo-uploads, as a JSON list: they follow the kept ones. */
export const uploadedPhotosField = 'uploadedPhotos';

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
