import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONFIRM_LISTING_PAGE,
  DAY_MS,
  PAUSE_AFTER_DAYS,
  REMIND_AFTER_DAYS,
  freshnessMessages,
  type ListingStatus,
} from '@/api/contract';
import type { Db } from '../db/client';
import { listings, users, type ListingRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { publicListingTags, type ResponseCache } from '../http/responseCache';
import type { Mailer } from '../mail/mailer';

/**
 * docs/listings.md#listing-status: public ("in search") means approved by staff and live; paused,
 * held, sold and rented listings are in no public answer. The one SQL form of it, `alias` naming the
 * listings row, for search and every list drawn from it (suggestions, popular localities, similar
 * properties, the alert digest).
 */
export const listingInSearch = (alias: string) =>
  sql.raw(`${alias}.review_state = 'approved' and ${alias}.status = 'live'`);
/** The same, for a query on the listings table without an alias. */
export const publicListingCondition = listingInSearch('listings');
/** The same, for a row already read. */
export const isPublicListing = (row: Pick<ListingRow, 'reviewState' | 'status'>) =>
  row.reviewState === 'approved' && row.status === 'live';

/** What a visitor reads at the address of an approved listing that is not live: 410, not a 404. */
export function notLiveError(status: ListingStatus) {
  const message = status === 'live' ? freshnessMessages.notLive : freshnessMessages[status];
  return new HttpError(410, message);
}

/** docs/listings.md#confirm-link: a link token is good for this long after its e-mail. */
export const CONFIRM_LINK_DAYS = 14;
const PURPOSE = 'listing-confirm';

/** A signed, single-purpose, expiring token for one listing: `{id}.{expiry ms}.{hmac}`. */
export function confirmLinkToken(secret: string, listingId: string, now: Date) {
  const expires = now.getTime() + CONFIRM_LINK_DAYS * DAY_MS;
  return `${listingId}.${expires}.${sign(secret, listingId, expires)}`;
}

const sign = (secret: string, listingId: string, expires: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${listingId}\n${expires}`).digest('base64url');

/** The listing id of a good token; a 400 with the message a person reads otherwise. */
export function listingOfToken(secret: string, token: string, now: Date): string {
  const [listingId = '', expiresText = '', mac = '', ...rest] = token.split('.');
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(secret, listingId, expires));
  const given = Buffer.from(mac);
  if (rest.length || !listingId || !Number.isInteger(expires) || given.length !== expected.length)
    throw new HttpError(400, freshnessMessages.linkInvalid);
  if (!timingSafeEqual(given, expected)) throw new HttpError(400, freshnessMessages.linkInvalid);
  if (expires <= now.getTime()) throw new HttpError(400, freshnessMessages.linkExpired);
  return listingId;
}

/** The owner (or a good link) confirms: live again from a pause, a new period without a reminder. */
export async function confirmListing(db: Db, cache: ResponseCache, row: ListingRow, now: Date) {
  if (row.status === 'sold' || row.status === 'rented') throw new HttpError(409, freshnessMessages.closed);
  await db
    .update(listings)
    .set({ confirmedAt: now, remindedAt: null, ...(row.status === 'paused' ? { status: 'live' as const } : {}) })
    .where(eq(listings.id, row.id));
  if (row.reviewState === 'approved') await cache.invalidate(publicListingTags(row.id));
}

export interface SweepDeps {
  db: Db;
  mailer: Mailer;
  cache: ResponseCache;
  now: () => Date;
  secret: string;
  /** Where the app is served, for the e-mail's link. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * docs/listings.md#confirmed-available: one pass of the rules. Approved live listings unconfirmed for
 * 30 days are paused (they leave every public list); those unconfirmed for 25 days whose owner has
 * not been reminded in this period get one e-mail with a confirm link.
 */
export async function sweepListings({ db, mailer, cache, now, secret, publicUrl, log }: SweepDeps) {
  const at = now();
  const before = (days: number) => new Date(at.getTime() - days * DAY_MS);
  const paused = await db
    .update(listings)
    .set({ status: 'paused' })
    .where(and(publicListingCondition, lte(listings.confirmedAt, before(PAUSE_AFTER_DAYS))))
    .returning({ id: listings.id });
  if (paused.length) await cache.invalidate(paused.flatMap((row) => publicListingTags(row.id)));

  // Claimed before sending, so two instances sweeping at once send one e-mail.
  const due = await db
    .update(listings)
    .set({ remindedAt: at })
    .where(
      and(
        publicListingCondition,
        lte(listings.confirmedAt, before(REMIND_AFTER_DAYS)),
        or(isNull(listings.remindedAt), lt(listings.remindedAt, listings.confirmedAt)),
      ),
    )
    .returning({ id: listings.id, title: listings.title, ownerId: listings.ownerId });
  for (const listing of due) {
    const [owner] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, listing.ownerId));
    if (!owner) continue;
    const link = `${publicUrl}${CONFIRM_LISTING_PAGE}?token=${encodeURIComponent(confirmLinkToken(secret, listing.id, at))}`;
    await mailer
      .send({
        to: owner.email,
        subject: `Is "${listing.title}" still available?`,
        text: `Hello ${owner.name},\n\nNobody has confirmed "${listing.title}" for ${REMIND_AFTER_DAYS} days. If it is still available, confirm it with one click:\n\n${link}\n\nUnconfirmed listings are paused after ${PAUSE_AFTER_DAYS} days.\n\nNivaas`,
      })
      .catch((error: unknown) => log.warn({ err: error, listingId: listing.id }, 'could not send a confirm reminder'));
  }
  return { paused: paused.length, reminded: due.length };
}

/** Every 10 minutes in the process, off the request path; the timer never keeps a process alive. */
export const SWEEP_MS = 10 * 60 * 1000;
export function startListingSweep(deps: SweepDeps) {
  const run = () =>
    sweepListings(deps).catch((error: unknown) => deps.log.warn({ err: error }, 'listing sweep failed'));
  const timer = setInterval(() => void run(), SWEEP_MS);
  timer.unref();
  return { run: () => sweepListings(deps), stop: () => clearInterval(timer) };
}
