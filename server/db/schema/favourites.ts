import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { builderProjects } from './builders';
import { createdAt } from './columns';
import { listings } from './listings';

/**
 * A favourite is a builder project (project_id) or a listing (listing_id): exactly one of them,
 * each a foreign key, so deleting either removes it from every list.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => builderProjects.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_project_unique').on(t.userId, t.projectId),
    uniqueIndex('favourites_user_listing_unique').on(t.userId, t.listingId),
    check('favourites_one_target', sql`num_nonnulls(${t.projectId}, ${t.listingId}) = 1`),
  ],
);
