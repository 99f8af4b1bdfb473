import { z } from 'zod';
import { builderProfileSchema } from './builders';
import { photoSchema } from './photos';
import { revisionSchemaOf } from './revisions';
import { lazySchema } from './lazySchema';
import { pinSchema, placeSchema } from './place';
import { kmFromLocalityCentreSchema } from './localityFacts';

// docs/wizard.md#project-fields, docs/wizard.md#project-status, docs/wizard.md#completion-timeline, docs/review.md#review-states: the values a builder project's fields take.
export const propertyTypes = ['residential', 'commercial'] as const;
export const residentialTypes = ['villa', 'flat'] as const;
export const commercialTypes = ['shops', 'office', 'shop/office'] as const;
export const projectStatuses = ['completed', 'complete soon', 'under construction', 'not started'] as const;
export const completionTimelines = ['3 months', '6 months', '1 year', '2 years'] as const;
export const reviewStates = ['pending_review', 'approved', 'rejected'] as const;

export type PropertyType = (typeof propertyTypes)[number];
export type ResidentialType = (typeof residentialTypes)[number];
export type CommercialType = (typeof commercialTypes)[number];
export type ProjectStatus = (typeof projectStatuses)[number];
export type CompletionTimeline = (typeof completionTimelines)[number];
export type ReviewState = (typeof reviewStates)[number];

/** docs/wizard.md#bhk-options: BHK options. */
export const villaBhkOptions = ['1BHK', '2BHK', '3BHK', '4BHK', '5BHK', '6BHK+'] as const;
export const flatBhkOptions = ['1BHK', '2BHK', '3BHK', '4BHK', '5BHK'] as const;

/** A number field of the form: null while empty. */
const amount = lazySchema(() => z.number().nullable());

export const basicAmenitiesSchema = lazySchema(() =>
  z.object({
    security: z.boolean(),
    parking: z.boolean(),
    powerBackup: z.boolean(),
    liftElevator: z.boolean(),
  }),
);
export const villaLuxuryAmenitiesSchema = lazySchema(() =>
  z.object({
    privateGarden: z.boolean(),
    swimmingPool: z.boolean(),
    clubHouse: z.boolean(),
    homeTheater: z.boolean(),
  }),
);
export const flatLuxuryAmenitiesSchema = lazySchema(() =>
  z.object({
    garden: z.boolean(),
    swimmingPool: z.boolean(),
    clubHouse: z.boolean(),
    homeTheater: z.boolean(),
  }),
);
export const commercialAmenitiesSchema = lazySchema(() =>
  z.object({
    reception: z.boolean(),
    parking: z.boolean(),
    securitySystem: z.boolean(),
    conferenceRoom: z.boolean(),
  }),
);

export const villaConfigurationSchema = lazySchema(() =>
  z.object({
    bhkType: z.string(),
    bathrooms: amount,
    area: amount,
    price: amount,
  }),
);
export const flatConfigurationSchema = lazySchema(() =>
  z.object({
    bhkType: z.string(),
    bathrooms: amount,
    carpetArea: amount,
    builtUpArea: amount,
    superBuiltUpArea: amount,
    price: amount,
  }),
);
export const commercialUnitSchema = lazySchema(() => z.object({ type: z.string(), area: amount, price: amount }));

export const villaDetailsSchema = lazySchema(() =>
  z.object({
    totalVillas: amount,
    totalFloors: amount,
    configurations: z.array(villaConfigurationSchema),
    basicAmenities: basicAmenitiesSchema,
    luxuryAmenities: villaLuxuryAmenitiesSchema,
  }),
);
export const flatDetailsSchema = lazySchema(() =>
  z.object({
    totalApartments: amount,
    totalFloors: amount,
    flatsPerFloor: amount,
    configurations: z.array(flatConfigurationSchema),
    basicAmenities: basicAmenitiesSchema,
    luxuryAmenities: flatLuxuryAmenitiesSchema,
  }),
);
export const commercialDetailsSchema = lazySchema(() =>
  z.object({ totalFloors: amount, types: z.array(commercialUnitSchema) }),
);
export const mixedUseDetailsSchema = lazySchema(() =>
  z.object({
    totalFloors: amount,
    shopTypes: z.array(commercialUnitSchema),
    officeTypes: z.array(commercialUnitSchema),
    commercialAmenities: commercialAmenitiesSchema,
  }),
);

export const locationSchema = lazySchema(() =>
  z.object({
    address: z.string(),
    state: z.string(),
    city: z.string(),
    area: z.string(),
    pincode: z.string(),
    landmark: z.string().optional(),
  }),
);

export type BasicAmenities = z.infer<typeof basicAmenitiesSchema>;
export type VillaLuxuryAmenities = z.infer<typeof villaLuxuryAmenitiesSchema>;
export type FlatLuxuryAmenities = z.infer<typeof flatLuxuryAmenitiesSchema>;
export type CommercialAmenities = z.infer<typeof commercialAmenitiesSchema>;
export type VillaConfiguration = z.infer<typeof villaConfigurationSchema>;
export type FlatConfiguration = z.infer<typeof flatConfigurationSchema>;
export type CommercialUnit = z.infer<typeof commercialUnitSchema>;
export type VillaDetails = z.infer<typeof villaDetailsSchema>;
export type FlatDetails = z.infer<typeof flatDetailsSchema>;
export type CommercialDetails = z.infer<typeof commercialDetailsSchema>;
export type MixedUseDetails = z.infer<typeof mixedUseDetailsSchema>;
export type ProjectLocation = z.infer<typeof locationSchema>;

/**
 * The text and detail fields of a project as the wizard holds them and the multipart body carries
 * them (docs/wizard.md#project-fields, docs/api.md#project-multipart). Choice fields are '' until chosen.
 */
export const builderProjectFieldsSchema = lazySchema(() =>
  z.object({
    propertyType: z.enum(propertyTypes).or(z.literal('')),
    residentialType: z.enum(residentialTypes).or(z.literal('')),
    commercialType: z.enum(commercialTypes).or(z.literal('')),
    projectStatus: z.enum(projectStatuses).or(z.literal('')),
    completionTimeline: z.enum(completionTimelines).or(z.literal('')),
    projectName: z.string(),
    description: z.string(),
    location: locationSchema,
    /** docs/map.md#the-pin: the builder's pin, null while they placed none (absent from older drafts). */
    place: pinSchema.nullable().default(null),
    /** docs/wizard.md#rera-number: optional, '' when none (a draft saved before the field reads as none). */
    reraNumber: z.string().default(''),
    villaDetails: villaDetailsSchema,
    flatDetails: flatDetailsSchema,
    shopDetails: commercialDetailsSchema,
    officeDetails: commercialDetailsSchema,
    mixedUseDetails: mixedUseDetailsSchema,
  }),
);
export type BuilderProjectFields = z.infer<typeof builderProjectFieldsSchema>;

export const projectMediaSchema = lazySchema(() =>
  z.object({
    bannerPhoto: z.string().nullable(),
    blueprintPhotos: z.array(z.string()),
    additionalPhotos: z.array(z.string()),
  }),
);
export type ProjectMedia = z.infer<typeof projectMediaSchema>;

/**
 * A saved project as GET /api/builder-properties/{id} and the portfolio list answer it (docs/api.md#project-record):
 * only the sections of its own kind are present; expectedPrice is the lowest configuration price,
 * totalArea the sum of configuration areas.
 */
const publishedProjectSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    postedBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string().optional(),
    propertyType: z.enum(propertyTypes),
    residentialType: z.enum(residentialTypes).optional(),
    commercialType: z.enum(commercialTypes).optional(),
    projectStatus: z.enum(projectStatuses).optional(),
    completionTimeline: z.enum(completionTimelines).optional(),
    projectName: z.string(),
    description: z.string(),
    location: locationSchema.partial().optional(),
    /** docs/map.md#the-pin: where it stands, null when nowhere known. */
    place: placeSchema.nullable().default(null),
    /** docs/portfolio.md#rera-on-pages: present only when the builder gave one. */
    reraNumber: z.string().optional(),
    villaDetails: villaDetailsSchema.optional(),
    flatDetails: flatDetailsSchema.optional(),
    shopDetails: commercialDetailsSchema.optional(),
    officeDetails: commercialDetailsSchema.optional(),
    mixedUseDetails: mixedUseDetailsSchema.optional(),
    media: projectMediaSchema,
    /**
     * docs/media.md#variants: media's photos with their variants, each URL once (SPEC.md fixes media
     * as URLs, so they stand beside it); absent in an older answer.
     */
    mediaPhotos: z.array(photoSchema).optional(),
    /** docs/portfolio.md#project-card: a price that is not a number reads as none ('Price not available'). */
    expectedPrice: z.number().nullable().optional().catch(null),
    totalArea: z.number().nullable().optional(),
    reviewState: z.enum(reviewStates),
    reviewReason: z.string().optional(),
    /** The project page's answer only: who built it, for the builder's card and portfolio link. */
    builder: builderProfileSchema.optional(),
  }),
);
export const builderProjectSchema = lazySchema(() =>
  publishedProjectSchema.extend({
    /** docs/review.md#revisions: the builder's changes waiting beside the live version (owner and staff only). */
    revision: revisionSchemaOf(publishedProjectSchema).optional(),
    /** docs/localities.md#locality-distance: km from its locality's centre; answered by the project's GET alone. */
    kmFromLocalityCentre: kmFromLocalityCentreSchema,
  }),
);
export type BuilderProject = z.infer<typeof builderProjectSchema>;
export const builderProjectListSchema = lazySchema(() => z.array(builderProjectSchema));

/** The refusals the server and the mocks answer with `{ message }` (docs/auth.md#permissions). */
export const projectMessages = {
  notFound: 'Property not found',
  onlyBuilders: 'Only builders can post builder projects',
  onlyBuildersHaveProjects: 'Only builders have builder projects',
  notYourProject: "You don't have permission to edit this property",
  notYourProjectToDelete: "You don't have permission to delete this property",
  deleted: 'Property deleted',
  onlyStaff: 'Only the Nivaas team can review projects',
  notWaiting: 'This project is not waiting for review',
} as const;

/** The multipart part names of docs/api.md#project-multipart. */
export const projectTextFields = [
  'propertyType',
  'residentialType',
  'commercialType',
  'projectStatus',
  'projectName',
  'description',
  'completionTimeline',
  'reraNumber',
] as const;
export const projectJsonFields = [
  'location',
  'villaDetails',
  'flatDetails',
  'shopDetails',
  'officeDetails',
  'mixedUseDetails',
] as const;
export const projectFileFields = ['bannerPhoto', 'blueprintPhotos', 'additionalPhotos'] as const;
/**
 * docs/api.md#photo-uploads: JSON `{ bannerPhoto?, blueprintPhotos?, additionalPhotos? }` of the keys
 * of photos uploaded ahead (a key, or lists of keys); they count and save as files of those fields.
 */
export const uploadedMediaField = 'uploadedMedia';
