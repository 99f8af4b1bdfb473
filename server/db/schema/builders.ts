import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BuilderProjectFields, CompletionTimeline, ProjectStatus } from '@/api/contract';
import { reviewColumns, users } from './accounts';
import {
  coordinateColumns,
  coordinatesInIndia,
  createdAt,
  id,
  pinnedColumn,
  pinnedHasPlace,
  storedImageColumns,
  updatedAt,
} from './columns';

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
    ...coordinateColumns(),
    ...pinnedColumn(),
    /** docs/wizard.md#rera-number: null when the builder gave none. */
    reraNumber: text('rera_number'),
    villaDetails: jsonb('villa_details').$type<Section<'villaDetails'>>(),
    flatDetails: jsonb('flat_details').$type<Section<'flatDetails'>>(),
    shopDetails: jsonb('shop_details').$type<Section<'shopDetails'>>(),
    officeDetails: jsonb('office_details').$type<Section<'officeDetails'>>(),
    mixedUseDetails: jsonb('mixed_use_details').$type<Section<'mixedUseDetails'>>(),
    /** Computed on save: the lowest configuration or type price, and the sum of their areas. */
    expectedPrice: doublePrecision('expected_price'),
    totalArea: doublePrecision('total_area'),
    /** docs/review.md#edits-live-at-once: the lowest price staff last approved, the anchor of price edits that skip review. */
    reviewedPrice: doublePrecision('reviewed_price'),
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('builder_projects_owner_idx').on(t.ownerId, t.createdAt),
    // docs/listings.md#sitemap-slices: each builder's newest approved project, for the portfolios' sitemap.
    index('builder_projects_owner_approved_idx')
      .on(t.ownerId, t.updatedAt)
      .where(sql`${t.reviewState} = 'approved'`),
    index('builder_projects_review_idx').on(t.reviewState, t.createdAt),
    index('builder_projects_status_idx').on(t.projectStatus),
    coordinatesInIndia('builder_projects_lat_lng_in_india', t),
    pinnedHasPlace('builder_projects_pinned_has_place', t),
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

export type BuilderProfileRow = typeof builderProfiles.$inferSelect;
export type ProjectRow = typeof builderProjects.$inferSelect;
export type NewProjectRow = typeof builderProjects.$inferInsert;
export type MediaRow = typeof projectMedia.$inferSelect;
