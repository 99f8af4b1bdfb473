import { sql, type SQL } from 'drizzle-orm';
import {
  BHK_FILTER_PLUS,
  listingTypes,
  typesMatching,
  type ListingType,
  type ParsedPropertySearchQuery,
  type PostedBy,
  type PropertyKind,
  type PropertySearchResult,
} from '@/api/contract';
import type { Database } from '../db/client';
import { builderProjects, listings } from '../db/schema';
import type { MediaStorage } from '../media/storage';
import { pricePerCarpetSqftSql } from '../listings/carpetRate';
import { listingInSearch } from '../listings/freshness';
import { pageCardsJson } from './searchCards';

/** A list as one parameter (a PostgreSQL array): the statement's text is the same whatever the values. */
const anyOf = (values: readonly (string | number)[], type: 'text' | 'int') =>
  sql`any(${sql.param(values)}::${sql.raw(type)}[])`;
const all = (conditions: SQL[]) => sql.join(conditions, sql` and `);
/** LIKE with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A BHK condition over an integer expression: any listed value, the top one meaning "or more". */
function bhkMatches(bhk: SQL, values: number[]): SQL {
  const exact = values.filter((b) => b < BHK_FILTER_PLUS);
  const atLeast = values.filter((b) => b >= BHK_FILTER_PLUS);
  const conditions = [
    ...(exact.length ? [sql`${bhk} = ${anyOf(exact, 'int')}`] : []),
    ...(atLeast.length ? [sql`${bhk} >= ${Math.min(...atLeast)}`] : []),
  ];
  return sql`(${sql.join(conditions, sql` or `)})`;
}

const posterRoleOf = { owner: 'Seller', agent: 'Agent' } as const satisfies Partial<Record<PostedBy, string>>;
/** The end of a possession year as 'yyyy-mm', comparable with a listing's possessionBy. */
const possessionMonth = (year: string) => `${year}-12`;

/** docs/listings.md#search-carpet-rate: a listing's rupees per sq.ft carpet, null without a carpet area. */
const listingCarpetRate = sql.raw(pricePerCarpetSqftSql('l'));

/** The WHERE of public listings for the query. */
function listingConditions(q: ParsedPropertySearchQuery): SQL[] | null {
  const types = q.type?.flatMap(typesMatching).filter((t): t is ListingType => listingTypes.includes(t as ListingType));
  if (q.type?.length && !types?.length) return null;
  const roles = q.postedBy?.flatMap((p) => (p === 'builder' ? [] : [posterRoleOf[p]]));
  if (q.postedBy?.length && !roles?.length) return null;
  const c: SQL[] = [listingInSearch('l')];
  if (roles?.length)
    c.push(sql`exists (select 1 from users u where u.id = l.owner_id and u.role = ${anyOf(roles, 'text')})`);
  if (q.minCarpet !== undefined) c.push(sql`l.carpet_area >= ${q.minCarpet}`);
  if (q.maxCarpet !== undefined) c.push(sql`l.carpet_area <= ${q.maxCarpet}`);
  if (q.minCarpetRate !== undefined) c.push(sql`${listingCarpetRate} >= ${q.minCarpetRate}`);
  if (q.maxCarpetRate !== undefined) c.push(sql`${listingCarpetRate} <= ${q.maxCarpetRate}`);
  if (q.furnishing?.length) c.push(sql`l.furnishing = ${anyOf(q.furnishing, 'text')}`);
  const ready = sql`coalesce(nullif(l.availability, ''), 'ready to move') = 'ready to move'`;
  if (q.possession === 'ready') c.push(ready);
  else if (q.possession)
    c.push(sql`(${ready} or coalesce(nullif(l.possession_by, ''), '9999') <= ${possessionMonth(q.possession)})`);
  if (q.city) c.push(sql`lower(l.city) = lower(${q.city})`);
  if (q.q) c.push(sql`(l.locality ilike ${containing(q.q)} or l.title ilike ${containing(q.q)})`);
  if (types?.length) c.push(sql`l.property_type = ${anyOf(types, 'text')}`);
  if (q.bhk?.length) c.push(bhkMatches(sql`l.bhk`, q.bhk));
  if (q.minPrice !== undefined) c.push(sql`l.price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) c.push(sql`l.price <= ${q.maxPrice}`);
  if (q.purpose) c.push(sql`l.purpose = ${q.purpose}`);
  // A plot has no building: it counts as ready to move.
  if (q.status) c.push(sql`coalesce(l.availability, 'ready to move') = ${q.status}`);
  return c;
}

const projectType = sql`(case coalesce(p.residential_type, p.commercial_type)
  when 'villa' then 'villa' when 'flat' then 'flat' when 'shops' then 'shop' when 'office' then 'office'
  else 'mixed use' end)`;
const projectStatus = sql`(case when p.project_status = 'completed' then 'ready to move' else 'under construction' end)`;
/** The leading number of each configuration's bhkType ('3BHK' -> 3, '6BHK+' -> 6). */
const configurationBhk = sql`nullif(substring(c.value->>'bhkType' from '^[0-9]+'), '')::int`;

/** A flat project's smallest configuration carpet area (sq ft), else null. */
const projectCarpet = sql`(select min(nullif(case jsonb_typeof(c.value->'carpetArea') when 'number'
  then (c.value->>'carpetArea')::float8 end, 0))
  from jsonb_array_elements(coalesce(p.flat_details->'configurations', '[]'::jsonb)) c)`;

/** The WHERE of approved builder projects for the query; null when none can match (rent, a carpet rate). */
function projectConditions(q: ParsedPropertySearchQuery): SQL[] | null {
  if (q.purpose === 'rent' || q.furnishing?.length) return null;
  // A project has several rates and its card shows none: a carpet-rate filter leaves it out.
  if (q.minCarpetRate !== undefined || q.maxCarpetRate !== undefined) return null;
  if (q.postedBy?.length && !q.postedBy.includes('builder')) return null;
  const c: SQL[] = [sql`p.review_state = 'approved'`];
  if (q.minCarpet !== undefined) c.push(sql`${projectCarpet} >= ${q.minCarpet}`);
  if (q.maxCarpet !== undefined) c.push(sql`${projectCarpet} <= ${q.maxCarpet}`);
  const completed = sql`p.project_status = 'completed'`;
  if (q.possession === 'ready') c.push(completed);
  // The completion timeline ('6 months', '2 years') is a PostgreSQL interval, counted from posting.
  else if (q.possession)
    c.push(sql`(${completed} or p.created_at + nullif(p.completion_timeline, '')::interval
      < make_date(${Number(q.possession) + 1}::int, 1, 1))`);
  if (q.city) c.push(sql`lower(p.location->>'city') = lower(${q.city})`);
  if (q.q) c.push(sql`(p.location->>'area' ilike ${containing(q.q)} or p.project_name ilike ${containing(q.q)})`);
  if (q.type?.length) c.push(sql`${projectType} = ${anyOf(q.type.flatMap(typesMatching), 'text')}`);
  if (q.bhk?.length)
    c.push(sql`exists (select 1 from jsonb_array_elements(coalesce(p.villa_details->'configurations',
      p.flat_details->'configurations', '[]'::jsonb)) c where ${bhkMatches(configurationBhk, q.bhk)})`);
  if (q.minPrice !== undefined) c.push(sql`p.expected_price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) c.push(sql`p.expected_price <= ${q.maxPrice}`);
  if (q.status) c.push(sql`${projectStatus} = ${q.status}`);
  return c;
}

const orderBy: Record<ParsedPropertySearchQuery['sort'], SQL> = {
  newest: sql`created_at desc, id desc`,
  'price-asc': sql`price asc, created_at desc, id desc`,
  'price-desc': sql`price desc, created_at desc, id desc`,
  'carpet-asc': sql`carpet asc nulls last, created_at desc, id desc`,
  'carpet-desc': sql`carpet desc nulls last, created_at desc, id desc`,
  'carpet-price-asc': sql`carpet_rate asc nulls last, created_at desc, id desc`,
  'carpet-price-desc': sql`carpet_rate desc nulls last, created_at desc, id desc`,
};

/** The matches of the query, both kinds (UNION ALL), or only the one item asked for (docs/listings.md#alert-matching). */
function foundBranches(query: ParsedPropertySearchQuery, only?: { kind: PropertyKind; id: string }): SQL[] {
  const branches: SQL[] = [];
  const restrict = (kind: PropertyKind, where: SQL[] | null, idColumn: SQL) =>
    !where || (only && only.kind !== kind) ? null : only ? [...where, sql`${idColumn} = ${only.id}`] : where;
  const listingWhere = restrict(
    'listing',
    query.kind === 'builder-project' ? null : listingConditions(query),
    sql`l.id`,
  );
  if (listingWhere)
    branches.push(sql`select l.id, 'listing' as kind, l.price, nullif(l.carpet_area, 0) as carpet,
      ${listingCarpetRate} as carpet_rate, l.created_at
      from ${listings} l
      where ${all(listingWhere)}`);
  const projectWhere = restrict(
    'builder-project',
    query.kind === 'listing' ? null : projectConditions(query),
    sql`p.id`,
  );
  if (projectWhere)
    branches.push(sql`select p.id, 'builder-project' as kind, coalesce(p.expected_price, 0) as price,
      ${projectCarpet} as carpet, null::float8 as carpet_rate, p.created_at
      from ${builderProjects} p where ${all(projectWhere)}`);
  return branches;
}

/** Whether one approved item is among the query's results: the search's own conditions, restricted to its id. */
export async function searchFinds(
  database: Database,
  query: ParsedPropertySearchQuery,
  kind: PropertyKind,
  id: string,
) {
  const branches = foundBranches(query, { kind, id });
  if (branches.length === 0) return false;
  return (
    (await database.preparedText(sql`select 'yes' where exists (${sql.join(branches, sql` union all `)})`)) !== null
  );
}

/**
 * GET /api/properties: approved listings and approved builder projects in one ordered, paged list,
 * as the JSON text of the answer (PropertySearchResult). One statement, which the database turns
 * into that text (server/search/searchCards.ts): the matches of both kinds (UNION ALL), counted,
 * the page of them (LIMIT/OFFSET) and each page row's card with its cover and poster joined in.
 */
export async function searchPageJson(database: Database, storage: MediaStorage, query: ParsedPropertySearchQuery) {
  const branches = foundBranches(query);
  if (branches.length === 0)
    return JSON.stringify({
      items: [],
      total: 0,
      counts: { listings: 0, projects: 0 },
      page: query.page,
      pageSize: query.pageSize,
    } satisfies PropertySearchResult);

  const json = await database.preparedText(sql`with media as (select ${storage.url('')}::text as url),
    found as (${sql.join(branches, sql` union all `)}),
    page as (select id, kind, row_number() over (order by ${orderBy[query.sort]}) as n from found
      order by ${orderBy[query.sort]} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})
    select '{"items":' || ${pageCardsJson} || ',"total":' || total || ',"counts":{"listings":' || listings
      || ',"projects":' || (total - listings) || '},"page":' || ${query.page}::int
      || ',"pageSize":' || ${query.pageSize}::int || '}'
    from (select count(*) as total, count(*) filter (where kind = 'listing') as listings from found) counted`);
  if (json === null) throw new Error('the search statement answered no row');
  return json;
}
