import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  Amenity,
  Availability,
  Facing,
  Furnishing,
  InquiryState,
  ListingPurpose,
  ListingStatus,
  ListingType,
} from '@/api/contract';
import { reviewColumns, users } from './accounts';
import { builderProjects } from './builders';
import { leads } from './leads';
import {
  coordinateColumns,
  coordinatesInIndia,
  createdAt,
  id,
  moment,
  pinnedColumn,
  pinnedHasPlace,
  storedImageColumns,
  updatedAt,
} from './columns';

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
    /** docs/listings.md#carpet-first: optional, not below the built-up area; null on rows saved before it. */
    superBuiltUpArea: doublePrecision('super_built_up_area'),
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
    ...coordinateColumns(),
    ...pinnedColumn(),
    /** Distinct viewers per day (listing_views), never the owner. */
    views: integer('views').notNull().default(0),
    /** docs/listings.md#confirmed-available: set when posted, approved or re-confirmed by the owner. */
    confirmedAt: moment('confirmed_at').notNull().defaultNow(),
    /** The 25-day reminder of the current period was sent at; null again once re-confirmed. */
    remindedAt: moment('reminded_at'),
    /** docs/review.md#edits-live-at-once: the price staff last approved, the anchor of price edits that skip review. */
    reviewedPrice: doublePrecision('reviewed_price'),
    /** docs/listings.md#listing-status: live, paused (30 days unconfirmed), held (reports), sold, rented. */
    status: text('status').$type<ListingStatus>().notNull().default('live'),
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_owner_idx').on(t.ownerId, t.createdAt),
    // Search: public listings by city (case-insensitive) and price, and newest first.
    index('listings_city_price_idx').on(t.reviewState, sql`lower(${t.city})`, t.price),
    index('listings_price_idx').on(t.reviewState, t.price),
    index('listings_created_idx').on(t.reviewState, t.createdAt),
    coordinatesInIndia('listings_lat_lng_in_india', t),
    pinnedHasPlace('listings_pinned_has_place', t),
  ],
);

/** A row that belongs to a listing and goes with it. */
export const ofListing = () =>
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

/**
 * A buyer's question about a listing or, since issue #35, a builder's project (exactly one of the
 * two), and the start of its thread. Each belongs to the buyer's lead with the owner (docs/leads.md).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** docs/leads.md#ask-the-builder */
    projectId: text('project_id').references(() => builderProjects.id, { onDelete: 'cascade' }),
    leadId: text('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** docs/listings.md#inquiry-phone-consent: kept only while the buyer shares it, with the time they agreed. */
    phone: text('phone'),
    phoneSharedAt: moment('phone_shared_at'),
    message: text('message').notNull(),
    state: text('state').$type<InquiryState>().notNull().default('new'),
    /** The last time the buyer looked at the thread: later replies are new to them (docs/listings.md#inquiry-unread). */
    buyerSeenAt: moment('buyer_seen_at'),
    /** The last time the listing's owner looked at My Inquiries: later buyer messages are new to them (docs/listings.md#inquiry-unread). */
    posterSeenAt: moment('poster_seen_at'),
    /** docs/leads.md#response-time: the owner's first message in the thread. */
    firstReplyAt: moment('first_reply_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_listing_idx').on(t.listingId, t.createdAt),
    index('inquiries_project_idx').on(t.projectId, t.createdAt),
    index('inquiries_buyer_idx').on(t.buyerId, t.createdAt),
    // A lead's interests; the owner's response time reads the last 90 days of each of their leads.
    index('inquiries_lead_idx').on(t.leadId, t.createdAt),
    check('inquiries_one_property', sql`num_nonnulls(${t.listingId}, ${t.projectId}) = 1`),
  ],
);

/** docs/listings.md#inquiry-thread: the messages after an inquiry's first one, from its buyer or its listing's owner. */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: id(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.createdAt),
    // The per-author limit of docs/listings.md#inquiry-thread counts by author and time.
    index('inquiry_messages_author_idx').on(t.authorId, t.createdAt),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type ListingPhotoRow = typeof listingPhotos.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryMessageRow = typeof inquiryMessages.$inferSelect;
