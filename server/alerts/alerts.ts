import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PropertyKind } from '@/api/contract';
import { readablePaths } from '../ssr/readablePaths';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { alertJobs, alertMatches, builderProjects, listings, savedSearches, users } from '../db/schema';
import { publicListingCondition } from '../listings/queries';
import { recordMatches } from './queries';
import type { Mailer } from '../mail/mailer';

/** How often the worker looks for work besides the nudge an approval gives it (the next day's digests). */
const DRAIN_EVERY_MS = 60_000;
const JOBS_PER_BATCH = 20;
const UNSUBSCRIBE_PURPOSE = 'saved-search-unsubscribe';

export interface AlertWorker {
  /** docs/listings.md#alert-matching: an approval only records the item; matching runs later. */
  enqueue(kind: PropertyKind, itemId: string): Promise<void>;
  /** Matches the waiting items, then sends the digests due; runs one at a time. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** docs/listings.md#alert-unsubscribe: a token for one search's alerts and nothing else. */
export function unsubscribeToken(secret: string, searchId: string) {
  const signature = createHmac('sha256', secret).update(`${UNSUBSCRIBE_PURPOSE}:${searchId}`).digest('base64url');
  return `${searchId}.${signature}`;
}

/** The search id a token was made for, or null when it was not made with this secret. */
export function searchIdOfToken(secret: string, token: string): string | null {
  const searchId = token.slice(0, token.lastIndexOf('.'));
  const expected = Buffer.from(unsubscribeToken(secret, searchId));
  const given = Buffer.from(token);
  return searchId && expected.length === given.length && timingSafeEqual(expected, given) ? searchId : null;
}

/** docs/listings.md#alert-digest: the calendar day in India, which bounds one digest a day. */
export const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export function createAlertWorker(
  { database, mailer, config, log }: { database: Database; mailer: Mailer; config: AppConfig; log: FastifyBaseLogger },
  drainEveryMs = DRAIN_EVERY_MS,
): AlertWorker {
  const { db } = database;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  /** The waiting items, a batch at a time, each batch matched in one statement; a job is deleted once matched, so a crash retries it. */
  async function matchWaitingItems() {
    for (;;) {
      const jobs = await db.select().from(alertJobs).orderBy(asc(alertJobs.id)).limit(JOBS_PER_BATCH);
      if (jobs.length === 0) return;
      await recordMatches(db, jobs);
      await db.delete(alertJobs).where(
        inArray(
          alertJobs.id,
          jobs.map((job) => job.id),
        ),
      );
    }
  }

  async function titlesOf(matches: { kind: PropertyKind; itemId: string }[]) {
    const ids = (kind: PropertyKind) => matches.filter((m) => m.kind === kind).map((m) => m.itemId);
    const listingIds = ids('listing');
    const projectIds = ids('builder-project');
    // Still public only: an item taken back, paused, held, sold or rented since it matched is left out.
    const found = [
      ...(listingIds.length
        ? (
            await db
              .select({ id: listings.id, title: listings.title })
              .from(listings)
              .where(and(inArray(listings.id, listingIds), publicListingCondition))
          ).map((row) => ({ ...row, path: readablePaths.listing(row.id, row.title) }))
        : []),
      ...(projectIds.length
        ? (
            await db
              .select({ id: builderProjects.id, title: builderProjects.projectName })
              .from(builderProjects)
              .where(and(inArray(builderProjects.id, projectIds), eq(builderProjects.reviewState, 'approved')))
          ).map((row) => ({ ...row, path: readablePaths.project(row.id, row.title) }))
        : []),
    ];
    return found;
  }

  /** docs/listings.md#alert-digest: one e-mail per search and India day, with every match not sent yet. */
  async function sendDueDigests() {
    const today = indiaDay(config.now());
    const notToday = or(isNull(savedSearches.lastDigestOn), lt(savedSearches.lastDigestOn, today));
    const due = await db
      .selectDistinct({ id: savedSearches.id })
      .from(alertMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.searchId))
      .where(and(isNull(alertMatches.sentAt), eq(savedSearches.alerts, true), notToday));
    for (const { id } of due) {
      // Claiming the day first: two workers (two instances) never both send today's digest.
      const [search] = await db
        .update(savedSearches)
        .set({ lastDigestOn: today })
        .where(and(eq(savedSearches.id, id), notToday))
        .returning();
      if (!search) continue;
      const matches = await db
        .update(alertMatches)
        .set({ sentAt: config.now() })
        .where(and(eq(alertMatches.searchId, id), isNull(alertMatches.sentAt)))
        .returning();
      const items = await titlesOf(matches);
      const [owner] = await db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, search.userId));
      if (items.length === 0 || !owner) continue;
      await mailer.send(digestMail(config, owner, search, items));
      log.info({ savedSearchId: id, items: items.length }, 'alert digest sent');
    }
  }

  async function runOnce() {
    if (closed) return;
    try {
      await matchWaitingItems();
      await sendDueDigests();
    } catch (error) {
      log.error({ err: error }, 'alert worker failed; the work waits for the next run');
    }
  }

  const drain = () => (running = running.then(runOnce));
  const timer = setInterval(() => void drain(), drainEveryMs);
  timer.unref();

  return {
    async enqueue(kind, itemId) {
      await db.insert(alertJobs).values({ kind, itemId });
      void drain();
    },
    drain,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}

function digestMail(
  config: AppConfig,
  owner: { email: string; name: string },
  search: { id: string; name: string; query: string },
  items: { title: string; path: string }[],
) {
  const site = config.publicUrl;
  const count = items.length === 1 ? 'A new property matches' : `${items.length} new properties match`;
  return {
    to: owner.email,
    subject: `New on Nivaas for "${search.name}"`,
    text: [
      `Hello ${owner.name},`,
      '',
      `${count} your saved search "${search.name}":`,
      '',
      ...items.map((item) => `- ${item.title}: ${site}${item.path}`),
      '',
      `See every result: ${site}/properties${search.query ? `?${search.query}` : ''}`,
      '',
      `You get at most one e-mail a day for this search. To stop these alerts, open:`,
      `${site}/alerts/unsubscribe?token=${unsubscribeToken(config.jwtSecret, search.id)}`,
    ].join('\n'),
  };
}
