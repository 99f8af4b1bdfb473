import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PropertyKind } from '@/api/contract';
import { coordinateColumns, coordinatesInIndia, moment } from './columns';

/**
 * docs/listings.md#read-model: one row per public item (a listing in search, an approved builder
 * project) with every filter's and sort's column, as search reads them. Written only by the
 * triggers of migration 0014 (from the view `search_item_sources`, in the transaction of the write
 * that changed the item) and by `npm run search:rebuild`; never by application code.
 */
export const searchItems = pgTable(
  'search_items',
  {
    kind: text('kind').$type<PropertyKind>().notNull(),
    id: text('id').notNull(),
    ownerId: text('owner_id').notNull(),
    /** As the item says it; `cityKey` lowercased is what filters compare. */
    city: text('city'),
    cityKey: text('city_key'),
    locality: text('locality'),
    /** A listing's title, a project's name. */
    title: text('title').notNull(),
    purpose: text('purpose').notNull(),
    /** The search type (projects: villa, flat, shop, office, mixed use). */
    propertyType: text('property_type').notNull(),
    /** A listing's BHK, a project's configurations' BHKs; `bhkMax` the highest, for "5 or more". */
    bhks: integer('bhks').array().notNull(),
    bhkMax: integer('bhk_max'),
    /** Rupees; an unpriced project's is 0 (sorted so) and `priced` false (no price filter finds it). */
    price: doublePrecision('price').notNull(),
    priced: boolean('priced').notNull(),
    /** Sq ft, null when none (a project: its smallest flat configuration's). */
    carpet: doublePrecision('carpet'),
    carpetRate: doublePrecision('carpet_rate'),
    furnishing: text('furnishing'),
    /** The status filter's value: a listing's availability (null: ready to move), a project's by its status. */
    status: text('status'),
    /** Ready to move now (the possession filter). */
    ready: boolean('ready').notNull(),
    /** 'yyyy-mm' of possession, '9999' when unknown. */
    possession: text('possession').notNull(),
    /** owner (a Seller's listing), agent (an Agent's), builder (a project); null for anyone else's. */
    postedBy: text('posted_by'),
    createdAt: moment('created_at').notNull(),
    /** Listings: the similar-properties order. */
    confirmedAt: moment('confirmed_at'),
    /** docs/map.md#coordinates: the published item's place, null when it has none. */
    ...coordinateColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    coordinatesInIndia('search_items_lat_lng_in_india', t),
    // docs/map.md#map-index: the map's box and radius queries read the places through cube's GiST
    // index; partial, so every query repeats `lat is not null and lng is not null` (server/geo/area.ts).
    index('search_items_place_idx')
      .using('gist', sql`cube(array[${t.lat}, ${t.lng}])`)
      .where(sql`${t.lat} is not null and ${t.lng} is not null`),
    index('search_items_owner_idx').on(t.ownerId),
    // docs/localities.md#locality-index: a locality's items, its name compared without case, on
    // (city_key, lower(locality)) with the columns its figures, its centre and its newest read kept in
    // the index (INCLUDE, which the schema cannot say: hand-written in migration 0033). A search's text
    // reads it too, for the localities that hold the text (docs/listings.md#search-text-localities).
    // The sort families are hand-written in migration 0018 (partial, with an expression and INCLUDE
    // columns, which the schema cannot say): docs/listings.md#search-plans. This one serves similar
    // properties (a city, a purpose and a price band).
    index('search_items_city_purpose_price_idx').on(
      t.cityKey,
      t.purpose,
      t.price,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.kind,
    ),
  ],
);

/** Public items per city and locality as the items say them, kept by search_items' trigger. */
export const searchLocalities = pgTable(
  'search_localities',
  {
    city: text('city').notNull(),
    locality: text('locality').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.locality] }),
    index('search_localities_locality_trgm_idx').using('gin', sql`${t.locality} gin_trgm_ops`),
    // A city's localities, as a suggestion or a text's counts ask for them (server/search/inCity.ts).
    index('search_localities_city_key_idx').on(sql`lower(${t.city})`),
  ],
);

/**
 * Public items per city and lower-cased title word, kept by search_items' trigger like the
 * localities: what a search's text would find in titles, estimated before it is read
 * (server/search/text.ts, textReadOf).
 */
export const searchTitleWords = pgTable(
  'search_title_words',
  {
    city: text('city').notNull(),
    word: text('word').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.word] }),
    index('search_title_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/**
 * docs/listings.md#search-tallies: public items per city, kind, purpose, BHK bucket and price band,
 * kept by search_items' trigger like the localities: a search without text adds up its filters'
 * rows, so it never counts a city's items one by one (server/search/tallies.ts).
 */
export const searchTallies = pgTable(
  'search_tallies',
  {
    /** search_items' city_key, '' for none. */
    cityKey: text('city_key').notNull(),
    kind: text('kind').$type<PropertyKind>().notNull(),
    purpose: text('purpose').notNull(),
    /** least(coalesce(bhk_max, 0), BHK_FILTER_PLUS), as the branches' indexes key it. */
    bhkBucket: integer('bhk_bucket').notNull(),
    /** search_price_band(price, priced): -1 unpriced, even bands between edges, odd ones at an edge. */
    priceBand: integer('price_band').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityKey, t.kind, t.purpose, t.bhkBucket, t.priceBand] })],
);

/**
 * docs/listings.md#search-locality-tallies: search_tallies' counts, each locality apart (its name
 * lower-cased, '' for none), kept by the same trigger: a text that names localities counts their
 * share from here, not match by match (server/search/tallies.ts, readLocalityShare).
 */
export const searchLocalityTallies = pgTable(
  'search_locality_tallies',
  {
    cityKey: text('city_key').notNull(),
    localityKey: text('locality_key').notNull(),
    kind: text('kind').$type<PropertyKind>().notNull(),
    purpose: text('purpose').notNull(),
    bhkBucket: integer('bhk_bucket').notNull(),
    priceBand: integer('price_band').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'search_locality_tallies_pk',
      columns: [t.cityKey, t.localityKey, t.kind, t.purpose, t.bhkBucket, t.priceBand],
    }),
  ],
);

/**
 * docs/listings.md#search-suggestions: each word of each approved project's name (lower-cased, split
 * at spaces as the suggestions' word starts are), beside the name as it sorts and the project's id,
 * so "a word of the name starts with the text" is a range of one B-tree read in the index alone (its
 * text_pattern_ops index is hand-written in migration 0031, which the schema cannot say). Kept by
 * search_items' triggers, refilled by `npm run search:rebuild`.
 */
export const searchProjectWords = pgTable(
  'search_project_words',
  {
    word: text('word').notNull(),
    /** search_items' city_key, '' for none. */
    cityKey: text('city_key').notNull(),
    /** lower(title): the suggestions' order. */
    nameKey: text('name_key').notNull(),
    id: text('id').notNull(),
  },
  (t) => [index('search_project_words_id_idx').on(t.id)],
);

/**
 * docs/listings.md#sitemap-slices: the public listings and projects counted by the first three hex digits
 * of their ids, with their newest change, so the sitemap's index is planned from 4,096 rows a kind
 * at most rather than from every record. Kept by the triggers of migration 0018, refilled by
 * `npm run search:rebuild`.
 */
export const sitemapSlices = pgTable(
  'sitemap_slices',
  {
    /** The sitemap kind: 'listings' or 'projects'. */
    kind: text('kind').notNull(),
    prefix: text('prefix').notNull(),
    count: integer('count').notNull(),
    lastmod: moment('lastmod'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.prefix] })],
);

export type SearchItemRow = typeof searchItems.$inferSelect;
