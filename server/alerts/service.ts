import {
  MAX_SAVED_SEARCHES,
  savedSearchMessages,
  savedSearchQuery,
  type SavedSearch,
  type SavedSearchesResponse,
  type SavedSearchRequest,
} from '@/api/contract';
import { isUniqueViolation, type Db } from '../db/client';
import { withUserQuota } from '../db/quota';
import type { SavedSearchRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AnswerOnce } from '../http/idempotency';
import type { Services } from '../services';
import { searchIdOfToken } from './alerts';
import {
  deleteOwnSavedSearch,
  hasSavedQuery,
  insertSavedSearch,
  savedSearchCount,
  savedSearchesOf,
  setOwnAlerts,
  stopAlerts,
} from './queries';

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  alerts: row.alerts,
  createdAt: row.createdAt.toISOString(),
});

export const savedSearchListOf = async (db: Db, userId: string): Promise<SavedSearchesResponse> => ({
  savedSearches: (await savedSearchesOf(db, userId)).map(toSavedSearch),
});

/** docs/listings.md#saved-searches: a buyer names a search; at most MAX_SAVED_SEARCHES, each criteria once. */
export async function saveSearch(
  { db, config }: Services,
  buyerId: string,
  body: SavedSearchRequest,
  once: AnswerOnce,
): Promise<SavedSearch> {
  const query = savedSearchQuery(body.query);
  if (query === null) throw badRequest(savedSearchMessages.badQuery);
  // Under the buyer's quota lock, so a burst cannot all pass the checks. The same criteria twice
  // would mail the same alert twice: the buyer keeps one (the unique index holds it too).
  return withUserQuota(db, buyerId, 'saved-searches', (tx) =>
    once(tx, async () => {
      if (await hasSavedQuery(tx, buyerId, query)) throw conflict(savedSearchMessages.alreadySaved);
      if ((await savedSearchCount(tx, buyerId)) >= MAX_SAVED_SEARCHES) throw conflict(savedSearchMessages.limitReached);
      return toSavedSearch(
        await insertSavedSearch(tx, { userId: buyerId, name: body.name, query, createdAt: config.now() }),
      );
    }),
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(savedSearchMessages.alreadySaved);
    throw error;
  });
}

/** Another buyer's search answers as if it did not exist. */
export async function setSearchAlerts(db: Db, buyerId: string, id: string, alerts: boolean) {
  const row = await setOwnAlerts(db, buyerId, id, alerts);
  if (!row) throw notFound(savedSearchMessages.notFound);
  return toSavedSearch(row);
}

export async function removeSavedSearch(db: Db, buyerId: string, id: string) {
  if (!(await deleteOwnSavedSearch(db, buyerId, id))) throw notFound(savedSearchMessages.notFound);
}

/** docs/listings.md#alert-unsubscribe: the e-mail's signed link turns its search's alerts off. */
export async function unsubscribe({ db, config }: Services, token: string) {
  const searchId = searchIdOfToken(config.jwtSecret, token);
  const row = searchId ? await stopAlerts(db, searchId) : undefined;
  if (!row) throw badRequest(savedSearchMessages.badUnsubscribeLink);
  return { name: row.name };
}
