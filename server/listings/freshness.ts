import { createHmac, timingSafeEqual } from 'node:crypto';
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
import type { ListingRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { publicListingTags, type ResponseCache } from '../http/responseCache';
import type { JobQueue } from '../jobs/queue';
import { schedules } from '../jobs/schedules';
import type { Mailer } from '../mail/mailer';
import {
  markConfirmed,
  markReminded,
  ownerAddressOf,
  pauseUnconfirmedSince,
  reminderDueOf,
  remindersDue,
} from './queries';

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
  await markConfirmed(db, row.id, now, row.status === 'paused');
  if (row.reviewState === 'approved') await cache.invalidate(publicListingTags(row.id));
}

export interface SweepDeps {
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  cache: ResponseCache;
  now: () => Date;
  secret: string;
  /** Where the app is served, for the e-mail's link. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const REMINDER_JOB = 'listing-reminder';

/**
 * docs/listings.md#confirmed-available: one pass of the rules. Approved live listings unconfirmed for
 * 30 days are paused (they leave every public list); those unconfirmed for 25 days whose owner has
 * not been reminded in this period get a reminder job each.
 */
export async function sweepListings({ db, queue, cache, now }: SweepDeps) {
  const at = now();
  const paused = await pauseUnconfirmedSince(db, daysBefore(at, PAUSE_AFTER_DAYS));
  if (paused.length) await cache.invalidate(paused.flatMap((row) => publicListingTags(row.id)));
  const due = await remindersDue(db, daysBefore(at, REMIND_AFTER_DAYS));
  // Keyed by the listing on a stately queue: sweeps on several instances queue it once.
  for (const listingId of due) await queue.send(REMINDER_JOB, { listingId }, { singletonKey: listingId });
  return { paused: paused.length, reminded: due.length };
}

const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

/**
 * docs/jobs.md#mail: one listing's reminder, sent while it is still due and marked sent only once the
 * mailer has accepted it: a refused send throws, and the job's retry sends it again.
 */
async function sendReminder({ db, mailer, now, secret, publicUrl }: SweepDeps, listingId: string) {
  const at = now();
  const listing = await reminderDueOf(db, listingId, daysBefore(at, REMIND_AFTER_DAYS));
  const owner = listing && (await ownerAddressOf(db, listing.ownerId));
  if (!listing || !owner) return;
  const link = `${publicUrl}${CONFIRM_LISTING_PAGE}?token=${encodeURIComponent(confirmLinkToken(secret, listing.id, at))}`;
  await mailer.send({
    to: owner.email,
    subject: `Is "${listing.title}" still available?`,
    text: `Hello ${owner.name},\n\nNobody has confirmed "${listing.title}" for ${REMIND_AFTER_DAYS} days. If it is still available, confirm it with one click:\n\n${link}\n\nUnconfirmed listings are paused after ${PAUSE_AFTER_DAYS} days.\n\nNivaas`,
  });
  await markReminded(db, listing.id, at);
}

/** docs/jobs.md#schedules: the sweep every 10 minutes, on one instance; each reminder a job of its own. */
export function defineListingSweepJob(queue: JobQueue, deps: Omit<SweepDeps, 'queue'>) {
  const withQueue = { ...deps, queue };
  queue.define(
    'listing-sweep',
    { retryLimit: 3, retryDelay: 60, retryBackoff: true, schedule: schedules.listingSweep },
    async () => {
      const { paused, reminded } = await sweepListings(withQueue);
      if (paused || reminded) deps.log.info({ paused, reminded }, 'listing sweep');
    },
  );
  queue.define<{ listingId: string }>(
    REMINDER_JOB,
    { retryLimit: 8, retryDelay: 60, retryBackoff: true, policy: 'stately' },
    async ([job]) => sendReminder(withQueue, job!.listingId),
  );
}
