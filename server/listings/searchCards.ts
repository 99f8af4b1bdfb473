import { sql, type SQL } from 'drizzle-orm';
import { listingPhotos, projectMedia } from '../db/schema';

/**
 * The search cards of docs/api.md#listings-and-search as JSON text built by the database, so a
 * search page crosses the driver as one value. Each mirrors the contract's summaryOfListing and
 * summaryOfProject (src/api/contract/propertySummary.ts) key for key, in the same order:
 * row_to_json writes compact JSON as JSON.stringify does, json_strip_nulls drops the optional keys
 * that have no value. Numbers are doubles; their text is JavaScript's for magnitudes from 1e-4 to
 * 1e15 (PostgreSQL writes 1e+15 where JavaScript writes 1000000000000000).
 */

/** Date.toISOString of a timestamptz: UTC, to the millisecond. */
const isoTime = (moment: SQL) => sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON array of the project's details at this path, or none (as `?.configurations ?? []` reads it). */
const arrayAt = (path: SQL) => sql`(case jsonb_typeof(${path}) when 'array' then ${path} else '[]'::jsonb end)`;

/** A JSON number as a double, else null (what `typeof value === 'number'` keeps). */
const numberAt = (value: SQL) => sql`(case jsonb_typeof(${value}) when 'number' then (${value})::float8 end)`;

/**
 * A listing's card: the alias `l` is the listing, `u` its owner; `mediaUrl` is the storage's
 * address of a key with the key left out (MediaStorage.url('')).
 */
export const listingCardJson = (mediaUrl: string) => sql`(select json_strip_nulls(row_to_json(card))::text from (select
    l.id as "_id", 'listing' as "kind", l.title as "title", l.price as "price", l.purpose as "purpose",
    l.property_type as "propertyType", l.bhk as "bhk",
    coalesce(l.built_up_area, l.carpet_area, l.plot_area) as "area",
    l.city as "city", l.locality as "locality", l.state as "state",
    (select ${mediaUrl} || ph.card_key from ${listingPhotos} ph where ph.listing_id = l.id
      order by ph.position limit 1) as "coverPhoto",
    u.role as "postedByRole", ${isoTime(sql`l.created_at`)} as "createdAt",
    -- A plot has no building: it is ready to move in.
    coalesce(nullif(l.availability, ''), 'ready to move') as "status") card)`;

/** The priced units of project `p`: configurations, or shop and office types (flats by super built-up area). */
const projectUnits = sql`(
  select ${numberAt(sql`u->'price'`)} as price, ${numberAt(sql`u->'area'`)} as area
    from jsonb_array_elements(${arrayAt(sql`p.villa_details->'configurations'`)}
      || ${arrayAt(sql`p.shop_details->'types'`)} || ${arrayAt(sql`p.office_details->'types'`)}
      || ${arrayAt(sql`p.mixed_use_details->'shopTypes'`)} || ${arrayAt(sql`p.mixed_use_details->'officeTypes'`)}) u
  union all
  select ${numberAt(sql`u->'price'`)}, ${numberAt(sql`u->'superBuiltUpArea'`)}
    from jsonb_array_elements(${arrayAt(sql`p.flat_details->'configurations'`)}) u)`;

/** The BHK counts of project `p`'s configurations, read as Number.parseInt reads '3BHK' or '6BHK+'. */
const projectBhks = sql`(
  select substring(c->>'bhkType' from '^[[:space:]]*[+]?([0-9]+)')::float8 as bhk
    from jsonb_array_elements(${arrayAt(sql`p.villa_details->'configurations'`)}
      || ${arrayAt(sql`p.flat_details->'configurations'`)}) c)`;

/** The project search type (projectSummaryType): shop/office is 'mixed use', anything unknown a flat. */
const projectCardType = sql`(case coalesce(p.residential_type, p.commercial_type)
  when 'villa' then 'villa' when 'flat' then 'flat' when 'shops' then 'shop' when 'office' then 'office'
  when 'shop/office' then 'mixed use' else 'flat' end)`;

/** The first media of project `p` of a kind, in position order, as the address of one of its keys. */
const firstMedia = (mediaUrl: string, kind: 'banner' | 'additional', key: SQL) =>
  sql`(select ${mediaUrl} || ${key} from ${projectMedia} m where m.project_id = p.id and m.kind = ${kind}
    order by m.position limit 1)`;

/**
 * A builder project's card: the alias `p` is the project. Its price is the lowest unit price when the
 * saved one is missing; priceMax the highest when it differs; the cover the banner's card image,
 * else the first additional photo.
 */
export const projectCardJson = (mediaUrl: string) => sql`(select json_strip_nulls(row_to_json(card))::text from (select
    p.id as "_id", 'builder-project' as "kind", p.project_name as "title", priced.price as "price",
    (case when units.max_price > priced.price then units.max_price end) as "priceMax",
    'sale' as "purpose", ${projectCardType} as "propertyType",
    (select min(bhk) from ${projectBhks} b where bhk > 0) as "bhk", units.min_area as "area",
    coalesce(p.location->>'city', '') as "city", coalesce(p.location->>'area', '') as "locality",
    coalesce(p.location->>'state', '') as "state",
    coalesce(${firstMedia(mediaUrl, 'banner', sql`m.card_key`)}, ${firstMedia(mediaUrl, 'additional', sql`m.file_key`)})
      as "coverPhoto",
    'Builder' as "postedByRole", ${isoTime(sql`p.created_at`)} as "createdAt",
    (case when p.project_status = 'completed' then 'ready to move' else 'under construction' end) as "status"
  from (select min(price) filter (where price > 0) as min_price, max(price) filter (where price > 0) as max_price,
      min(area) filter (where area > 0) as min_area from ${projectUnits} unit) units,
    lateral (select coalesce(p.expected_price, units.min_price, 0) as price) priced) card)`;
