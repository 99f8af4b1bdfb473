import { sql, type SQL } from 'drizzle-orm';
import { compileSql } from '../db/compileSql';
import type { MediaStorage } from '../media/storage';

/**
 * The search cards of docs/api.md#listings-and-search as JSON text built by the database, so a
 * search page crosses the driver as one value. Each mirrors the contract's summaryOfListing and
 * summaryOfProject (src/api/contract/propertySummary.ts) key for key, in the same order:
 * row_to_json writes compact JSON as JSON.stringify does, json_strip_nulls drops the optional keys
 * that have no value. Numbers are doubles; their text is JavaScript's for magnitudes from 1e-4 to
 * 1e15 (PostgreSQL writes 1e+15 where JavaScript writes 1000000000000000).
 *
 * Both read `media.url`, the storage's address of a key with the key left out (MediaStorage.url('')),
 * from search_cards_json's `media` row (its media_url): they hold no parameter, so they are SQL text written once.
 */

/** Date.toISOString of a timestamptz: UTC, to the millisecond. */
const isoTime = (moment: string) => `to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON number as a double, else null (what `typeof value === 'number'` keeps). */
const numberAt = (value: string) => `(case jsonb_typeof(${value}) when 'number' then (${value})::float8 end)`;

/** Compact JSON of the row `card`, its null keys left out. */
const cardJson = (columns: string) =>
  `(select json_strip_nulls(row_to_json(card))::text from (select ${columns}) card)`;

/** A listing's card: the alias `l` is the listing, `u` its owner. A plot has no building: ready to move. */
const listingCard = cardJson(`
  l.id as "_id", 'listing' as "kind", l.title as "title", l.price as "price", l.purpose as "purpose",
  l.property_type as "propertyType", l.bhk as "bhk", coalesce(l.built_up_area, l.carpet_area, l.plot_area) as "area",
  l.carpet_area as "carpetArea", l.built_up_area as "builtUpArea", l.super_built_up_area as "superBuiltUpArea",
  l.city as "city", l.locality as "locality", l.state as "state",
  (select media.url || ph.card_key from listing_photos ph where ph.listing_id = l.id order by ph.position limit 1)
    as "coverPhoto",
  u.role as "postedByRole", nullif(u.name, '') as "postedByName", ${isoTime('l.created_at')} as "createdAt", ${isoTime('l.confirmed_at')} as "confirmedAt",
  coalesce(nullif(l.availability, ''), 'ready to move') as "status"`);

/** Project `p`'s priced units (configurations or shop and office types, flats by super built-up area). */
const unitSections = [
  ['villa_details', 'configurations', 'area'],
  ['flat_details', 'configurations', 'superBuiltUpArea'],
  ['shop_details', 'types', 'area'],
  ['office_details', 'types', 'area'],
  ['mixed_use_details', 'shopTypes', 'area'],
  ['mixed_use_details', 'officeTypes', 'area'],
] as const;
const projectUnits = unitSections
  .map(
    ([section, list, area]) => `select ${numberAt("u->'price'")} as price, ${numberAt(`u->'${area}'`)} as area,
      u->>'bhkType' as bhk_type from jsonb_array_elements(coalesce(p.${section}->'${list}', '[]')) u`,
  )
  .join(' union all ');

/**
 * Project `p`'s lowest and highest unit price, smallest area and smallest BHK (configurations only;
 * '3BHK' and '6BHK+' read as Number.parseInt reads them), each over positive values only.
 */
const projectFigures = `(select min(price) filter (where price > 0) as min_price,
    max(price) filter (where price > 0) as max_price, min(area) filter (where area > 0) as min_area,
    min(bhk) filter (where bhk > 0) as min_bhk
  from (select price, area, substring(bhk_type from '^[[:space:]]*[+]?([0-9]+)')::float8 as bhk
    from (${projectUnits}) unit) units)`;

/** The address of a key of project `p`'s first media of a kind: an index scan in position order. */
const firstMedia = (kind: 'banner' | 'additional', key: 'card_key' | 'file_key') =>
  `(select media.url || m.${key} from project_media m where m.project_id = p.id and m.kind = '${kind}'
    order by m.position limit 1)`;

/** Project `p`'s builder's company name, none when blank: a project is never posted by a person's name. */
const builderCompany = `(select nullif(b.company_name, '') from builder_profiles b where b.user_id = p.owner_id)`;

/**
 * A builder project's card: the alias `p` is the project, posted by its builder's company. Its price is the lowest unit price when the
 * saved one is missing; priceMax the highest when it differs; the search type as projectSummaryType
 * reads it (shop/office is mixed use, anything unknown a flat); the cover the banner's card image,
 * else the first additional photo.
 */
const projectCard = `(select json_strip_nulls(row_to_json(card))::text from (select
  p.id as "_id", 'builder-project' as "kind", p.project_name as "title", priced.price as "price",
  (case when figures.max_price > priced.price then figures.max_price end) as "priceMax", 'sale' as "purpose",
  (case coalesce(p.residential_type, p.commercial_type) when 'villa' then 'villa' when 'flat' then 'flat'
    when 'shops' then 'shop' when 'office' then 'office' when 'shop/office' then 'mixed use' else 'flat' end)
    as "propertyType",
  figures.min_bhk as "bhk", figures.min_area as "area", coalesce(p.location->>'city', '') as "city",
  coalesce(p.location->>'area', '') as "locality", coalesce(p.location->>'state', '') as "state",
  p.rera_number as "reraNumber", coalesce(${firstMedia('banner', 'card_key')}, ${firstMedia('additional', 'file_key')}) as "coverPhoto",
  'Builder' as "postedByRole", ${builderCompany} as "postedByName", ${isoTime('p.created_at')} as "createdAt",
  (case when p.project_status = 'completed' then 'ready to move' else 'under construction' end) as "status",
  nullif(p.project_status, '') as "projectStatus"
  from ${projectFigures} figures, lateral (select coalesce(p.expected_price, figures.min_price, 0) as price) priced) card)`;

/**
 * The cards of the statement's `page` rows (id, kind, n), in `n` order, as the text of a JSON array;
 * `media` is a one-row relation with the column `url`.
 */
const pageCardsJson = `('[' || coalesce((select string_agg(card, ',' order by n) from (
    select page.n, ${listingCard} as card from page, media, listings l, users u
      where page.kind = 'listing' and l.id = page.id and u.id = l.owner_id
    union all
    select page.n, ${projectCard} from page, media, builder_projects p
      where page.kind = 'builder-project' and p.id = page.id) cards), '') || ']')`;

/** search_cards_json's query: the cards of the items `ids` and `kinds` (in that order), `mediaUrl` the storage's address. */
export const cardsQuery = (ids: SQL, kinds: SQL, mediaUrl: SQL) => sql`WITH media AS (SELECT ${mediaUrl} AS url),
    page AS (SELECT u.id, u.kind, u.n FROM unnest(${ids}, ${kinds}) WITH ORDINALITY AS u(id, kind, n))
  SELECT ${sql.raw(pageCardsJson)}`;

/**
 * docs/listings.md#search-cards-function: the cards as a function of the database, search_cards_json(ids,
 * kinds, media_url), so a statement that writes cards plans only a call: the cards' SQL was most of
 * what planning a search cost (about 0.9 ms of 1 ms on PostgreSQL), and PL/pgSQL plans it once a
 * connection. Its source is this text; migrations write it (0035 first), and
 * server/search/searchCards.test.ts fails, naming the statement to add, when the two differ.
 */
export const cardsFunctionSource = () => `
BEGIN
  RETURN (${compileSql(cardsQuery(sql.raw('ids'), sql.raw('kinds'), sql.raw('media_url'))).text});
END
`;

/**
 * The statement that makes search_cards_json of cardsFunctionSource, for a migration to hold. Both
 * are functions: the server runs the migrations, never these, and need not write them as it starts.
 */
export const cardsFunctionStatement =
  () => `CREATE OR REPLACE FUNCTION search_cards_json(ids text[], kinds text[], media_url text)
RETURNS text LANGUAGE plpgsql STABLE AS $cards$${cardsFunctionSource()}$cards$;`;

/**
 * The cards of these items (SQL lists of ids and kinds, in the page's order) as the text of a JSON
 * array, for a statement to write into its answer.
 */
export const cardsOf = (ids: SQL, kinds: SQL, storage: MediaStorage) =>
  sql`search_cards_json(${ids}, ${kinds}, ${storage.url('')}::text)`;
