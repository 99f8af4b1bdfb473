import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PropertyKind } from '@/api/contract';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { alertMatches, builderProjects, listings, savedSearches, users } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { publicListingCondition } from '../listings/queries';
import type { Mailer } from '../mail/mailer';
import { readablePaths } from '../ssr/readablePaths';
import { indiaDay, unsubscribeToken } from './alerts';

export const DIGEST_JOB = 'alert-digest';

/** One search's digest of one India day. */
export interface DigestJob {
  searchId: string;
  day: string;
}

/**
 * docs/listings.md#alert-digest: a digest job for each search with matches not sent and no digest
 * today. Keyed by the search on a stately queue: one waits and one runs per search at most, so
 * passes on several instances queue it once and two never send it at the same time.
 */
export async function queueDueDigests(db: Db, queue: JobQueue, now: Date) {
  const day = indiaDay(now);
  const due = await db
    .selectDistinct({ id: savedSearches.id })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.searchId))
    .where(and(isNull(alertMatches.sentAt), eq(savedSearches.alerts, true), notDigestedOn(day)));
  for (const { id } of due) {
    const job: DigestJob = { searchId: id, day };
    await queue.send(DIGEST_JOB, job, { singletonKey: id });
  }
}

const notDigestedOn = (day: string) => or(isNull(savedSearches.lastDigestOn), lt(savedSearches.lastDigestOn, day));

/**
 * docs/listings.md#alert-digest: sends one search's digest of its matches not sent yet, then marks
 * them and the day sent. A mailer that fails throws before anything is marked, so the job's retry
 * sends the same digest. Marked after the send: a crash between the two sends it again (at least once).
 */
export async function sendDigest(
  { db, mailer, config, log }: { db: Db; mailer: Mailer; config: AppConfig; log: FastifyBaseLogger },
  { searchId, day }: DigestJob,
) {
  const [search] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.alerts, true), notDigestedOn(day)));
  if (!search) return;
  const matches = await db
    .select()
    .from(alertMatches)
    .where(and(eq(alertMatches.searchId, searchId), isNull(alertMatches.sentAt)));
  const items = await titlesOf(db, matches);
  const [owner] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, search.userId));
  const sending = items.length > 0 && owner;
  if (sending) {
    await mailer.send(digestMail(config, owner, search, items));
    log.info({ savedSearchId: searchId, items: items.length }, 'alert digest sent');
  }
  // The matches read above, not those made since: a later one waits for the next digest. The day is
  // taken only by a digest sent: when every match has left the public lists, a later one may still go today.
  await db.transaction(async (tx) => {
    if (sending) await tx.update(savedSearches).set({ lastDigestOn: day }).where(eq(savedSearches.id, searchId));
    await tx
      .update(alertMatches)
      .set({ sentAt: config.now() })
      .where(
        and(
          eq(alertMatches.searchId, searchId),
          inArray(
            alertMatches.itemId,
            matches.map((m) => m.itemId),
          ),
        ),
      );
  });
}

async function titlesOf(db: Db, matches: { kind: PropertyKind; itemId: string }[]) {
  const ids = (kind: PropertyKind) => matches.filter((m) => m.kind === kind).map((m) => m.itemId);
  const listingIds = ids('listing');
  const projectIds = ids('builder-project');
  // Still public only: an item taken back, paused, held, sold or rented since it matched is left out.
  return [
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
