import { like, sql } from 'drizzle-orm';
import {
  MAX_SAVED_SEARCHES,
  propertySearchParams,
  savedSearchQuery,
  type ListingType,
  type PropertySearchQuery,
} from '@/api/contract';
import { savedSearchRow } from '../alerts/queries';
import { insertRows } from '../db/bulkInsert';
import type { Db } from '../db/client';
import { savedSearches, users } from '../db/schema';
import { SCALE_EMAIL_DOMAIN } from './scaleAccounts';
import { pickPlace, randomSource, type Random } from './scaleRandom';

// Buyers' saved searches at a portal's size, for the alert-matching bench (bench/alertMatching.ts)
// and plans test (server/alerts/matchingPlan.test.ts): each buyer keeps a full list, spread as people
// search over the scale seed's cities and localities, written through the alerts domain's own row.

/** The buyers' e-mail domain: apart from the scale seed's accounts (scaleSeedHeld does not count them). */
const BUYERS_DOMAIN = `searches.${SCALE_EMAIL_DOMAIN}`;
const INSERT_BATCH = 1_000;

const chance = (random: Random, odds: number) => random() < odds;
const oneOf = <T>(random: Random, values: readonly T[]) => values[Math.floor(random() * values.length)]!;
/** Rupees as a budget is typed: to the lakh, a rent to ₹1,000. */
const budget = (rupees: number, rent: boolean) =>
  rent
    ? Math.max(5_000, Math.round(rupees / 1_000) * 1_000)
    : Math.max(500_000, Math.round(rupees / 100_000) * 100_000);

/**
 * What one saved search asks for: nine in ten name a city (by the seed's weights), most a purpose,
 * half a type, most homes a BHK or two, three in four a budget round the locality's price of such a
 * home, one in seven a locality as text, and a few the rarer filters.
 */
export function scaleSearchCriteria(random: Random): PropertySearchQuery {
  const place = pickPlace(random);
  const rent = random() < 0.3;
  const criteria: PropertySearchQuery = {};
  if (chance(random, 0.9)) criteria.city = place.city;
  if (chance(random, 0.85)) criteria.purpose = rent ? 'rent' : 'sale';
  if (criteria.city && chance(random, 0.15)) criteria.q = place.locality;
  const type: ListingType | undefined = chance(random, 0.5)
    ? oneOf(random, ['flat', 'flat', 'flat', 'independent house', 'villa', 'plot', 'shop', 'office'] as const)
    : undefined;
  if (type) criteria.type = type === 'flat' && chance(random, 0.2) ? ['flat', 'independent house'] : [type];
  const home = !type || type === 'flat' || type === 'independent house' || type === 'villa';
  // Mostly 2 and 3 BHK.
  const bhk = Math.min(5, 1 + Math.floor(random() * random() * 5) + (random() < 0.5 ? 1 : 0));
  if (home && chance(random, 0.65)) criteria.bhk = chance(random, 0.3) && bhk < 5 ? [bhk, bhk + 1] : [bhk];
  // About 450 sq ft a bedroom at the locality's rate; a month's rent about a four-hundredth of that.
  const price = place.rate * 450 * bhk * (rent ? 0.0025 : 1);
  if (chance(random, 0.75)) criteria.maxPrice = budget(price * (0.9 + random() * 0.6), rent);
  if (chance(random, 0.35)) criteria.minPrice = budget(price * (0.4 + random() * 0.4), rent);
  if (rent && chance(random, 0.15)) criteria.furnishing = [oneOf(random, ['furnished', 'semi-furnished'] as const)];
  if (chance(random, 0.05)) criteria.possession = oneOf(random, ['ready', '2027', '2028'] as const);
  if (chance(random, 0.08)) criteria.postedBy = [oneOf(random, ['owner', 'agent', 'builder'] as const)];
  if (chance(random, 0.05)) criteria.minCarpet = 100 * Math.round((350 * bhk) / 100);
  if (chance(random, 0.04)) criteria.status = oneOf(random, ['ready to move', 'under construction'] as const);
  return criteria;
}

/**
 * Buyers (each with MAX_SAVED_SEARCHES distinct searches, alerts on) holding `count` saved searches
 * in all, a thousand rows a statement; then the table's statistics and visibility map, as autovacuum
 * would leave them.
 */
export async function seedScaleSearches(db: Db, count: number, now: Date, seed = 34) {
  const random = randomSource(seed);
  const buyers = Math.ceil(count / MAX_SAVED_SEARCHES);
  await insertRows(
    db,
    users,
    Array.from({ length: buyers }, (_, n) => ({
      name: `Buyer ${n + 1}`,
      email: `buyer-${String(n + 1).padStart(6, '0')}@${BUYERS_DOMAIN}`,
      role: 'Buyer' as const,
      createdAt: now,
    })),
  );
  const buyerIds = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${BUYERS_DOMAIN}`))
    .orderBy(users.email);
  const rows: ReturnType<typeof savedSearchRow>[] = [];
  for (const { id: userId } of buyerIds) {
    const kept = new Set<string>();
    while (kept.size < MAX_SAVED_SEARCHES && rows.length < count) {
      const query = savedSearchQuery(propertySearchParams(scaleSearchCriteria(random)))!;
      if (kept.has(query)) continue;
      kept.add(query);
      rows.push(savedSearchRow({ userId, name: `Search ${kept.size}`, query, createdAt: now }));
    }
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db.insert(savedSearches).values(rows.slice(start, start + INSERT_BATCH));
  await db.execute(sql`vacuum (analyze) ${savedSearches}, ${users}`);
}
