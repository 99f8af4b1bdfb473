import { randomUUID } from 'node:crypto';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Storage keys of an uploaded image: content-hashed, so the same bytes share one object. */
export const storedImageColumns = () => ({
  fileKey: text('file_key').notNull(),
  cardKey: text('card_key').notNull(),
  contentType: text('content_type').notNull(),
  /** The stored original's width, which says its variants (docs/media.md#variants); null before they were made. */
  width: integer('width'),
});
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();
