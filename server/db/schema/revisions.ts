import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RevisionState } from '@/api/contract';
import { users } from './accounts';
import { builderProjects, type NewProjectRow } from './builders';
import { id, moment } from './columns';
import { listings, type NewListingRow } from './listings';

/** An image of a revision: a listing photo, or a project photo of its kind. */
export interface RevisionImage {
  kind?: 'banner' | 'blueprint' | 'additional';
  fileKey: string;
  cardKey: string;
  contentType: string;
  /** The original's width (docs/media.md#variants); absent for an image saved before variants were. */
  width?: number | null;
}

/** The columns an edit sets: everything the owner's form writes, nothing of review, views or status. */
export type RevisedListingColumns = Omit<NewListingRow, 'ownerId'>;
export type RevisedProjectColumns = Omit<NewProjectRow, 'ownerId'>;

/**
 * docs/review.md#revisions: an owner's edit of a live listing or project, waiting beside the
 * published row (which the public keeps reading) until staff approve it. One per item: a second
 * edit updates it. Its images are its own list, so none of them reaches a public answer before
 * approval; server/media/queries.ts counts them as in use.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => builderProjects.id, { onDelete: 'cascade' }),
    /** The item's columns as the revision would publish them (columnsOfListing, columnsOf). */
    columns: jsonb('columns').$type<RevisedListingColumns | RevisedProjectColumns>().notNull(),
    images: jsonb('images').$type<RevisionImage[]>().notNull(),
    state: text('state').$type<RevisionState>().notNull().default('pending_review'),
    reason: text('reason'),
    reviewedAt: moment('reviewed_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: moment('submitted_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('revisions_listing_unique').on(t.listingId),
    uniqueIndex('revisions_project_unique').on(t.projectId),
    check('revisions_one_item', sql`(${t.listingId} is null) <> (${t.projectId} is null)`),
  ],
);

export type RevisionRow = typeof revisions.$inferSelect;
