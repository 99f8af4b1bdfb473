import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReviewState, Role } from '@/api/contract';
import { createdAt, id, moment } from './columns';

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
    /** Failed sign-ins in a row, and until when the next one waits (server/accounts/loginBackoff.ts). */
    failedLogins: integer('failed_logins').notNull().default(0),
    loginBlockedUntil: moment('login_blocked_until'),
    /**
     * docs/leads.md#response-time: the median minutes to a first reply over the last 90 days' inquiries
     * (null when none, or when more than half are unanswered) and how many inquiries it is over; kept
     * here, written when an inquiry comes or is first answered, so an answer naming the owner reads it
     * in the same statement.
     */
    replyMedianMinutes: integer('reply_median_minutes'),
    replySample: integer('reply_sample').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
  ],
);

/** How staff decided on a project or a listing: the owner reads the reason. */
export const reviewColumns = () => ({
  reviewState: text('review_state').$type<ReviewState>().notNull().default('pending_review'),
  reviewReason: text('review_reason'),
  reviewedAt: moment('reviewed_at'),
  reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Registration, a password reset, and a sign-in after 5 failed ones (docs/auth.md#lockout). */
export const codePurposes = ['registration', 'reset', 'login'] as const;
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
  (t) => [
    index('one_time_codes_email_idx').on(t.email, t.purpose, t.createdAt),
    // docs/auth.md#code-caps: a day's codes to one recipient domain, counted on every code sent.
    index('one_time_codes_domain_idx').on(sql`split_part(${t.email}, '@', 2)`, t.createdAt),
  ],
);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: moment('expires_at').notNull(),
});

export type UserRow = typeof users.$inferSelect;
