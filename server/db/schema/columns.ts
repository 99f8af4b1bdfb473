import { randomUUID } from 'node:crypto';
import { text, timestamp } from 'drizzle-orm/pg-core';

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
});
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();
