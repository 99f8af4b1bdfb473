import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Amenity,
  Availability,
  BuilderProjectFields,
  CompletionTimeline,
  ContactPreference,
  Facing,
  Furnishing,
  InquiryState,
  ListingPurpose,
  ListingType,
  ProjectStatus,
  ReviewState,
  Role,
} from '@/api/contract';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Storage keys of an uploaded image: content-hashed, so the same bytes share one object. */
const storedImageColumns = () => ({
  fileKey: text('file_key').notNull(),
  cardKey: text('card_key').notNull(),
  contentType: text('content_type').notNull(),
});
const createdAt = () => moment('created_at').notNull().defaultNow();
const updatedAt = () => moment('updated_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role').$type<Role>().notNull(),
    /** argon2id; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    /** Builders only: their public portfolio lives at /builder/{username}. */
    username: text('username'),
    googleSub: text('google_sub'),
    isStaff: boolean('is_staff').notNull().default(false),
    /** Tokens issued before this moment are refused (set when the password is reset). */
    tokensValidAfter: moment('tokens_valid_after'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
  ],
);

export const builderProfiles = pgTable('builder_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  tagline: text('tagline'),
  /** A media storage key (its URL is made when answering). */
  profilePhoto: text('profile_photo'),
  website: text('website'),
  about: text('about'),
  companyEstablished: text('company_established'),
  companyAddress: text('company_address'),
  expertise: jsonb('expertise').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

type Section<K extends keyof BuilderProjectFields> = BuilderProjectFields[K];

export const builderProjects = pgTable(
  'builder_projects',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyType: text('property_type').$type<'residential' | 'commercial'>().notNull(),
    residentialType: text('residential_type').$type<'villa' | 'flat'>(),
    commercialType: text('commercial_type').$type<'shops' | 'office' | 'shop/office'>(),
    projectStatus: text('project_status').$type<ProjectStatus>().notNull(),
    completionTimeline: text('completion_timeline').$type<CompletionTimeline>(),
    projectName: text('project_name').notNull(),
    description: text('description').notNull(),
    location: jsonb('location').$type<Section<'location'>>().notNull(),
    villaDetails: jsonb('villa_details').$type<Section<'villaDetails'>>(),
    flatDetails: jsonb('flat_details').$type<Section<'flatDetails'>>(),
    shopDetails: jsonb('shop_details').$type<Section<'shopDetails'>>(),
    officeDetails: jsonb('office_details').$type<Section<'officeDetails'>>(),
    mixedUseDetails: jsonb('mixed_use_details').$type<Section<'mixedUseDetails'>>(),
    /** Computed on save: the lowest configuration or type price, and the sum of their areas. */
    expectedPrice: doublePrecision('expected_price'),
    totalArea: doublePrecision('total_area'),
    reviewState: text('review_state').$type<ReviewState>().notNull().default('pending_review'),
    reviewReason: text('review_reason'),
    reviewedAt: moment('reviewed_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('builder_projects_owner_idx').on(t.ownerId, t.createdAt),
    index('builder_projects_review_idx').on(t.reviewState, t.createdAt),
    index('builder_projects_status_idx').on(t.projectStatus),
  ],
);

export const mediaKinds = ['banner', 'blueprint', 'additional'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const projectMedia = pgTable(
  'project_media',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => builderProjects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    position: integer('position').notNull(),
    ...storedImageColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('project_media_project_idx').on(t.projectId, t.kind, t.position)],
);

/**
 * Issue #9: a Seller's or Agent's listing. Fields that do not apply to its type are null
 * (normalizeListingFields); the location is in columns so search filters and indexes reach it.
 */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ListingPurpose>().notNull(),
    propertyType: text('property_type').$type<ListingType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    bhk: integer('bhk'),
    bathrooms: integer('bathrooms'),
    carpetArea: doublePrecision('carpet_area'),
    builtUpArea: doublePrecision('built_up_area'),
    plotArea: doublePrecision('plot_area'),
    /** Rupees; for rent the monthly rent. */
    price: doublePrecision('price').notNull(),
    furnishing: text('furnishing').$type<Furnishing>(),
    floor: integer('floor'),
    totalFloors: integer('total_floors'),
    facing: text('facing').$type<Facing>(),
    availability: text('availability').$type<Availability>(),
    ageYears: integer('age_years'),
    /** 'yyyy-mm'. */
    possessionBy: text('possession_by'),
    amenities: jsonb('amenities').$type<Amenity[]>().notNull().default([]),
    address: text('address'),
    state: text('state').notNull(),
    city: text('city').notNull(),
    locality: text('locality').notNull(),
    pincode: text('pincode').notNull(),
    landmark: text('landmark'),
    contactPreference: text('contact_preference').$type<ContactPreference>().notNull(),
    /** Distinct viewers per day (listing_views), never the owner. */
    views: integer('views').notNull().default(0),
    reviewState: text('review_state').$type<ReviewState>().notNull().default('pending_review'),
    reviewReason: text('review_reason'),
    reviewedAt: moment('reviewed_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_owner_idx').on(t.ownerId, t.createdAt),
    // Search: public listings by city (case-insensitive) and price, and newest first.
    index('listings_city_price_idx').on(t.reviewState, sql`lower(${t.city})`, t.price),
    index('listings_price_idx').on(t.reviewState, t.price),
    index('listings_created_idx').on(t.reviewState, t.createdAt),
  ],
);

/** A row that belongs to a listing and goes with it. */
const ofListing = () =>
  text('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' });

/** A listing's photos in order: position 0 is the cover. Keys are content hashes, like project media. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: id(),
    listingId: ofListing(),
    position: integer('position').notNull(),
    ...storedImageColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_photos_listing_idx').on(t.listingId, t.position)],
);

/** One row per viewer per day: the listing's `views` grows only when a row is new. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: ofListing(),
    /** 'user:{id}' when signed in, else 'ip:{hash}'. */
    viewerKey: text('viewer_key').notNull(),
    /** 'yyyy-mm-dd' (UTC). */
    day: text('day').notNull(),
  },
  (t) => [uniqueIndex('listing_views_unique').on(t.listingId, t.viewerKey, t.day)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    listingId: ofListing(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    state: text('state').$type<InquiryState>().notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_listing_idx').on(t.listingId, t.createdAt),
    index('inquiries_buyer_idx').on(t.buyerId, t.createdAt),
  ],
);

/**
 * A favourite is a builder project (property_id) or a listing (listing_id): exactly one of them,
 * each a foreign key, so deleting either removes it from every list.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: text('property_id').references(() => builderProjects.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_property_unique').on(t.userId, t.propertyId),
    uniqueIndex('favourites_user_listing_unique').on(t.userId, t.listingId),
    check('favourites_one_target', sql`num_nonnulls(${t.propertyId}, ${t.listingId}) = 1`),
  ],
);

export const codePurposes = ['registration', 'reset'] as const;
export type CodePurpose = (typeof codePurposes)[number];

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    /** HMAC of the code: a leaked table does not give the six digits away. */
    codeHash: text('code_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: moment('verified_at'),
    consumedAt: moment('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: moment('expires_at').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type BuilderProfileRow = typeof builderProfiles.$inferSelect;
export type ProjectRow = typeof builderProjects.$inferSelect;
export type NewProjectRow = typeof builderProjects.$inferInsert;
export type MediaRow = typeof projectMedia.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type ListingPhotoRow = typeof listingPhotos.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;
