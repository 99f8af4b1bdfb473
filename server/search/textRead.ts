// docs/listings.md#search-text-plans: how a search reads its text, and the share of its matches the
// localities' tallies settle (#search-locality-tallies).
import { SEARCH_TOTAL_CAP, type ParsedPropertySearchQuery } from '@/api/contract';
import type { Database } from '../db/client';
import { searchedKinds } from './branches';
import { readLocalityShare, type KnownCounts, type ListingKeys } from './tallies';
import { shareMaySettle, textCountsOf, textReadOf, type TextRead } from './text';
import { localitiesHolding } from './textLookup';

/**
 * A search's text read (by default as its counts decide; tests hold every read to one answer) and
 * its localities' share when read so. A share past the cap settles the count, leaving only the page
 * to read (shareMaySettle): "Par" with no other filter finds 80,000 items, 57,000 of them by titles
 * outside their locality ("park-facing"), every one read from the table when looked up.
 */
export async function textReadWithShare(
  database: Database,
  query: ParsedPropertySearchQuery,
  pageEnd: number,
  listingKeys: ListingKeys | null,
  given: TextRead | undefined,
): Promise<{ read: TextRead | null; share: KnownCounts }> {
  if (!query.q) return { read: null, share: {} };
  const q = query.q;
  const shareOf = () =>
    readLocalityShare(database, query, searchedKinds(query), listingKeys, localitiesHolding(q, query.city));
  if (given) return { read: given, share: given.localitiesTallied ? await shareOf() : {} };
  const counts = await textCountsOf(database, q, query.city);
  const read = textReadOf(counts);
  if (shareMaySettle(counts, pageEnd)) {
    const share = await shareOf();
    const shared = Object.values(share).reduce((sum, count) => sum + count, 0);
    if (shared > SEARCH_TOTAL_CAP) return { read: { ...read, inOrder: true, localitiesTallied: true }, share };
    return { read, share: read.localitiesTallied ? share : {} };
  }
  return { read, share: read.localitiesTallied ? await shareOf() : {} };
}
