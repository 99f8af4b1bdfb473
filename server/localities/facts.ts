import { sql } from 'drizzle-orm';
import {
  indiaMonthStart,
  LOCALITY_BHK_GROUPS,
  localityFigure,
  localityTrendMonths,
  MAX_NEARBY_LOCALITIES,
  type LocalityFacts,
} from '@/api/contract';
import type { Database } from '../db/client';
import { kmBetween, placed } from '../search/near';

// docs/localities.md#locality-facts: one prepared statement over the read model, through
// search_items_city_locality_idx (city_key, lower(locality)) alone, which holds every column it reads
// (docs/localities.md#locality-index); the figures' JSON built in SQL.

/** How many placed items of another locality its centre is taken from, for `nearby`. */
export const NEARBY_CENTRE_SAMPLE = 101;

const centreOf = (alias: string) => ({ lat: sql.raw(`${alias}.lat`), lng: sql.raw(`${alias}.lng`) });

/**
 * The locality's items; `asked` its listings with the figure each purpose asks about (a sale's price
 * per sq.ft carpet, only where it has a carpet area; a rent's month), then the medians by BHK group
 * and by month posted (India time: India keeps no daylight saving, so a fixed 5 h 30 min).
 */
const factsSql = (city: string, locality: string, trendFrom: Date) => sql`with here as (
    select s.kind, s.purpose, s.bhk_max, s.price, s.carpet_rate, s.created_at, s.lat, s.lng
    from search_items s
    where s.city_key = lower(${city}::text) and lower(s.locality) = lower(${locality}::text)),
  spellings as (
    select sl.city, sl.locality, sl.count from search_localities sl
    where lower(sl.city) = lower(${city}::text) and lower(sl.locality) = lower(${locality}::text) and sl.count > 0),
  centre as (
    select percentile_cont(0.5) within group (order by h.lat) as lat,
      percentile_cont(0.5) within group (order by h.lng) as lng
    from here h where h.lat is not null and h.lng is not null),
  asked as (
    select h.purpose, h.bhk_max, h.created_at, case h.purpose when 'sale' then h.carpet_rate else h.price end as asking
    from here h where h.kind = 'listing' and (h.purpose = 'rent' or h.carpet_rate is not null)),
  by_bhk as (
    select a.purpose, g.bhk, percentile_cont(0.5) within group (order by a.asking) as median, count(*)::int as listings
    from asked a cross join lateral (values (case when a.bhk_max >= 5 then '5+' else a.bhk_max::text end), ('all')) g(bhk)
    where g.bhk is not null group by a.purpose, g.bhk),
  by_month as (
    select a.purpose, to_char((a.created_at at time zone 'UTC') + interval '330 minutes', 'YYYY-MM') as month,
      percentile_cont(0.5) within group (order by a.asking) as median, count(*)::int as listings
    from asked a where a.created_at >= ${trendFrom.toISOString()}::timestamptz group by 1, 2),
  others as (
    select lower(sl.locality) as key, (array_agg(sl.locality order by sl.count desc, sl.locality))[1] as locality,
      sum(sl.count)::int as properties
    from search_localities sl
    where lower(sl.city) = lower(${city}::text) and lower(sl.locality) <> lower(${locality}::text)
      and trim(sl.locality) <> ''
    group by lower(sl.locality)),
  nearby as (
    select o.locality, o.properties, ${kmBetween(centreOf('centre'), centreOf('other'))} as km
    from others o cross join centre cross join lateral (
      select percentile_cont(0.5) within group (order by p.lat) as lat,
        percentile_cont(0.5) within group (order by p.lng) as lng
      from (select s.lat, s.lng from search_items s
        where s.city_key = lower(${city}::text) and lower(s.locality) = o.key and ${placed}
        limit ${NEARBY_CENTRE_SAMPLE}) p) other
    where centre.lat is not null and other.lat is not null
    order by km, o.locality limit ${MAX_NEARBY_LOCALITIES})
  select json_build_object(
    'city', (select sp.city from spellings sp group by sp.city order by sum(sp.count) desc, sp.city limit 1),
    'locality', (select sp.locality from spellings sp group by sp.locality
      order by sum(sp.count) desc, sp.locality limit 1),
    'counts', (select json_build_object(
      'sale', count(*) filter (where h.kind = 'listing' and h.purpose = 'sale'),
      'rent', count(*) filter (where h.kind = 'listing' and h.purpose = 'rent'),
      'projects', count(*) filter (where h.kind = 'builder-project')) from here h),
    'byBhk', (select coalesce(json_agg(json_build_object('purpose', b.purpose, 'key', b.bhk,
      'median', b.median, 'listings', b.listings)), '[]') from by_bhk b),
    'byMonth', (select coalesce(json_agg(json_build_object('purpose', m.purpose, 'key', m.month,
      'median', m.median, 'listings', m.listings)), '[]') from by_month m),
    'centre', (select case when c.lat is not null then json_build_object('lat', c.lat, 'lng', c.lng) end from centre c),
    'nearby', (select coalesce(json_agg(json_build_object('locality', n.locality, 'km', n.km,
      'properties', n.properties) order by n.km, n.locality), '[]') from nearby n)
  )::text
  where exists (select 1 from here)`;

interface Median {
  purpose: string;
  key: string;
  median: number | null;
  listings: number;
}
interface Found extends Omit<LocalityFacts, 'sale' | 'rent'> {
  byBhk: Median[];
  byMonth: Median[];
}

/** One purpose's figures in the contract's order, every group and month present, the minimum applied. */
function figuresOf(found: Found, purpose: 'sale' | 'rent', months: string[]): LocalityFacts['sale'] {
  const figure = (list: Median[], key: string) => {
    const median = list.find((m) => m.purpose === purpose && m.key === key);
    const listings = median?.listings ?? 0;
    return { median: localityFigure(median?.median ?? null, listings), listings };
  };
  return {
    byBhk: LOCALITY_BHK_GROUPS.map((bhk) => ({ bhk, ...figure(found.byBhk, bhk) })),
    trend: months.map((month) => ({ month, ...figure(found.byMonth, month) })),
  };
}

/**
 * docs/localities.md#locality-facts: a locality's asking prices on Nivaas, counts, centre and
 * nearby localities, as of `now`; null when it has no public item.
 */
export async function localityFacts(
  database: Database,
  place: { city: string; locality: string },
  now: Date,
): Promise<LocalityFacts | null> {
  const months = localityTrendMonths(now);
  const json = await database.preparedText(factsSql(place.city, place.locality, indiaMonthStart(months[0]!)));
  if (json === null) return null;
  const found = JSON.parse(json) as Found;
  const { byBhk: _byBhk, byMonth: _byMonth, ...facts } = found;
  return { ...facts, sale: figuresOf(found, 'sale', months), rent: figuresOf(found, 'rent', months) };
}
