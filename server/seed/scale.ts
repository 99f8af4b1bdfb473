import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { normalizeListingFields } from '@/api/contract';
import { insertRows } from '../db/bulkInsert';
import type { Db } from '../db/client';
import {
  builderProjects,
  listingPhotos,
  listings,
  projectMedia,
  searchItems,
  searchLocalities,
  searchTitleWords,
  users,
} from '../db/schema';
import { columnsOfListing } from '../listings/answers';
import { storeImage, type StoredImage } from '../media/images';
import type { MediaStorage } from '../media/storage';
import { columnsOf } from '../projects/answers';
import { seededCoordinates } from './coordinates';
import { bannerImage, blueprintImage, palettes } from './images';
import { SCALE_EMAIL_DOMAIN, scaleSeedHeld, seedAccounts, type Accounts } from './scaleAccounts';
import { scaleListingFields } from './scaleItems';
import { scaleBuilder, scaleProjectFields } from './scaleProjects';
import { pickPlace, randomSource, type Random } from './scaleRandom';

// A portal's inventory (README.md#a-portals-inventory): `npm run seed:scale` (scripts/seedScale.ts),
// the bench and a test write it with seedScale: accounts, then projects and listings in batches, each
// batch one statement per table (server/db/bulkInsert.ts) through the real tables, approved and
// live, dated over the last eighteen months, sharing a handful of photos stored once.

const DAY = 24 * 60 * 60 * 1000;
/** Items were posted over this many days before now. */
const SPREAD_DAYS = 540;
/** Owners confirmed their listings this recently at most: well inside the 25-day reminder. */
const CONFIRMED_WITHIN_DAYS = 20;
const LISTING_BATCH = 5_000;
const PROJECT_BATCH = 1_000;
/** Photos drawn once and stored once: every listing's and project's photo is one of these. */
const SHARED_PHOTOS = 6;

export interface ScaleSeedOptions {
  listings: number;
  projects: number;
  /** A database already holding a scale seed: refused, or more added to it. */
  onExisting: 'refuse' | 'add';
  /** The seed of the random source: the same seed, the same items. */
  seed?: number;
  onProgress?: (progress: ScaleProgress) => void;
}

export interface ScaleProgress {
  table: 'listings' | 'builder_projects';
  done: number;
  total: number;
}

export interface ScaleSeedResult {
  /** What the database held of an earlier scale seed when this one started. */
  before: { listings: number; projects: number };
  listings: number;
  projects: number;
  owners: number;
  builders: number;
}

export class ScaleSeedExists extends Error {}

interface Deps {
  db: Db;
  storage: MediaStorage;
  now: Date;
}

/** The shared photos: skylines for listings and banners, floor plans for blueprints. */
async function sharedPhotos(storage: MediaStorage) {
  const photos: StoredImage[] = [];
  const plans: StoredImage[] = [];
  for (let i = 0; i < SHARED_PHOTOS; i += 1) {
    photos.push(await storeImage(storage, await bannerImage(palettes[i % palettes.length]!, 60 + i), 'photo'));
    if (i < 2) plans.push(await storeImage(storage, await blueprintImage(i + 7), 'blueprint'));
  }
  const keys = ({ fileKey, cardKey, contentType, width }: StoredImage) => ({ fileKey, cardKey, contentType, width });
  return {
    photo: (n: number) => keys(photos[n % photos.length]!),
    plan: (n: number) => keys(plans[n % plans.length]!),
  };
}
type SharedPhotos = Awaited<ReturnType<typeof sharedPhotos>>;

/** When an item was posted, approved and last confirmed by its owner: over the months before `now`. */
function approvedOver(random: Random, now: Date, staff: string) {
  const createdAt = new Date(now.getTime() - random() * SPREAD_DAYS * DAY);
  const reviewedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + (0.1 + random() * 2) * DAY));
  const confirmedAt = new Date(Math.max(reviewedAt.getTime(), now.getTime() - random() * CONFIRMED_WITHIN_DAYS * DAY));
  return {
    reviewState: 'approved' as const,
    reviewedBy: staff,
    reviewedAt,
    createdAt,
    updatedAt: reviewedAt,
    confirmedAt,
  };
}

/** Draws and writes `total` rows, `size` at a time, drawing each batch while the database writes the last. */
async function inBatches<T>(
  total: number,
  size: number,
  draw: (random: Random, count: number) => T,
  write: (rows: T) => Promise<void>,
  {
    seed,
    table,
    onProgress,
    refreshStatistics,
  }: {
    seed: number;
    table: ScaleProgress['table'];
    onProgress: ScaleSeedOptions['onProgress'];
    refreshStatistics: () => Promise<unknown>;
  },
) {
  let writing: Promise<void> | null = null;
  let analyzedAt = 0;
  for (let start = 0; start < total; start += size) {
    const count = Math.min(size, total - start);
    const rows = draw(randomSource(seed + start), count);
    await writing;
    writing = write(rows).then(async () => {
      onProgress?.({ table, done: start + count, total });
      // docs/listings.md#read-model: each time the table has doubled, fresh statistics, so that the
      // read model's triggers look each batch up by its ids rather than read every row the planner
      // took for a few dozen (a bulk import's cost would otherwise grow with the table).
      if (start + count >= 2 * Math.max(analyzedAt, size)) {
        await refreshStatistics();
        analyzedAt = start + count;
      }
    });
  }
  await writing;
}

function projectRows(random: Random, count: number, people: Accounts, now: Date) {
  return Array.from({ length: count }, () => {
    const builder = Math.floor(random() * people.builders.length);
    const columns = columnsOf(scaleProjectFields(random, scaleBuilder(builder).root, pickPlace(random)));
    const { confirmedAt: _, ...review } = approvedOver(random, now, people.staff);
    const ownerId = people.builders[builder]!;
    const id = randomUUID();
    const place = seededCoordinates(columns.location, id);
    return { id, ...columns, ...place, ownerId, reviewedPrice: columns.expectedPrice, ...review };
  });
}

function listingRows(random: Random, count: number, people: Accounts, now: Date) {
  return Array.from({ length: count }, () => {
    const columns = columnsOfListing(normalizeListingFields(scaleListingFields(random, pickPlace(random), now)));
    const owners = people[random() < 0.55 ? 'Seller' : 'Agent'];
    const ownerId = owners[Math.floor(random() * owners.length)]!;
    const views = Math.floor(random() ** 2 * 600);
    const id = randomUUID();
    return {
      id,
      ...columns,
      ...seededCoordinates(columns, id),
      ownerId,
      reviewedPrice: columns.price,
      status: 'live' as const,
      views,
      ...approvedOver(random, now, people.staff),
    };
  });
}

/** A batch of projects with a banner and a floor plan each, in one transaction. */
const writeProjects = (db: Db, photos: SharedPhotos) => (rows: ReturnType<typeof projectRows>) =>
  db.transaction(async (tx) => {
    await insertRows(tx, builderProjects, rows);
    await insertRows(
      tx,
      projectMedia,
      rows.flatMap((row, i) => [
        { projectId: row.id, kind: 'banner' as const, position: 0, ...photos.photo(i) },
        { projectId: row.id, kind: 'blueprint' as const, position: 0, ...photos.plan(i) },
      ]),
    );
  });

/** A batch of listings with their photo each, in one transaction. */
const writeListings = (db: Db, photos: SharedPhotos) => (rows: ReturnType<typeof listingRows>) =>
  db.transaction(async (tx) => {
    await insertRows(tx, listings, rows);
    await insertRows(
      tx,
      listingPhotos,
      rows.map((row, i) => ({ listingId: row.id, position: 0, ...photos.photo(i) })),
    );
  });

/**
 * Writes `options.listings` approved, live listings and `options.projects` approved projects, with
 * the accounts that posted them, into the database. A database that already holds a scale seed is
 * refused (ScaleSeedExists) unless `onExisting` is 'add'.
 */
export async function seedScale({ db, storage, now }: Deps, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const before = await scaleSeedHeld(db);
  if (before.accounts > 0 && options.onExisting === 'refuse')
    throw new ScaleSeedExists(
      `This database already holds a scale seed (${before.listings.toLocaleString('en-IN')} listings and ${before.projects.toLocaleString('en-IN')} projects by @${SCALE_EMAIL_DOMAIN} accounts). Run it with --add to add more.`,
    );
  // Added to an earlier seed, the items are drawn further on: new ones, not copies.
  const seed = (options.seed ?? 33) + before.listings + before.projects;
  const joined = new Date(now.getTime() - (SPREAD_DAYS + 60) * DAY);
  const people = await seedAccounts(db, joined, options.listings + before.listings, options.projects + before.projects);
  const photos = await sharedPhotos(storage);
  const { onProgress } = options;
  const refreshStatistics = () => db.execute(sql`analyze ${listings}, ${builderProjects}, ${searchItems}`);
  await inBatches(
    options.projects,
    PROJECT_BATCH,
    (random, count) => projectRows(random, count, people, now),
    writeProjects(db, photos),
    { seed: seed * 7, table: 'builder_projects', onProgress, refreshStatistics },
  );
  await inBatches(
    options.listings,
    LISTING_BATCH,
    (random, count) => listingRows(random, count, people, now),
    writeListings(db, photos),
    { seed: seed * 13, table: 'listings', onProgress, refreshStatistics },
  );
  // Fresh statistics: the planner reads the tables at their new size from the first query on.
  await db.execute(sql`analyze ${listings}, ${listingPhotos}, ${builderProjects}, ${projectMedia}, ${users}`);
  // The read model the triggers wrote (docs/listings.md#read-model): its statistics, and its pages
  // marked all-visible, so a search's page and count are read from the indexes alone at once rather
  // than after autovacuum's next visit.
  await db.execute(sql`vacuum (analyze) ${searchItems}, ${searchLocalities}, ${searchTitleWords}`);
  return {
    before: { listings: before.listings, projects: before.projects },
    listings: options.listings,
    projects: options.projects,
    owners: people.Seller.length + people.Agent.length,
    builders: people.builders.length,
  };
}
