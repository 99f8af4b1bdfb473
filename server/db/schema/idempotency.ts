import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * docs/api.md#idempotency: the answer of a creating write sent with an Idempotency-Key, written in the
 * write's own transaction, so a repeat of the key answers it again instead of writing twice. A key is
 * its user's (two users may pick the same one) and lives 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The method and path it was sent to ('POST /api/inquiries/{id}/messages' with the id). */
    route: text('route').notNull(),
    /** sha256 of the request's body as the server read it: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
