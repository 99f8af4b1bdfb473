import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  apiPaths,
  BHK_FILTER_PLUS,
  listingTypes,
  propertySearchParams,
  propertySearchQuerySchema,
  summaryOfProject,
  typesMatching,
  type ListingType,
  type ParsedPropertySearchQuery,
  type PropertyKind,
  type PropertySearchResult,
  type PropertySummary,
} from '@/api/contract';
import type { Db } from '../db/client';
import { cacheTags } from '../http/responseCache';
import { builderProjects, listings } from '../db/schema';
import { selectProjects, toProject } from '../projects/records';
import type { App, Services } from '../services';
import { listingCard, selectListings } from './records';

const list = (values: readonly unknown[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const all = (conditions: SQL[]) => sql.join(conditions, sql` and `);
/** LIKE with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A BHK condition over an integer expression: any listed value, the top one meaning "or more". */
function bhkMatches(bhk: SQL, values: number[]): SQL {
  const exact = values.filter((b) => b < BHK_FILTER_PLUS);
  const atLeast = values.filter((b) => b >= BHK_FILTER_PLUS);
  const conditions = [
    ...(exact.length ? [sql`${bhk} in (${list(exact)})`] : []),
    ...(atLeast.length ? [sql`${bhk} >= ${Math.min(...atLeast)}`] : []),
  ];
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** The WHERE of public listings for the query. */
function listingConditions(q: ParsedPropertySearchQuery): SQL[] | null {
  const types = q.type?.flatMap(typesMatching).filter((t): t is ListingType => listingTypes.includes(t as ListingType));
  if (q.type?.length && !types?.length) return null;
  const c: SQL[] = [sql`l.review_state = 'approved'`];
  if (q.city) c.push(sql`lower(l.city) = lower(${q.city})`);
  if (q.q) c.push(sql`(l.locality ilike ${containing(q.q)} or l.title ilike ${containing(q.q)})`);
  if (types?.length) c.push(sql`l.property_type in (${list(types)})`);
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

/** The WHERE of approved builder projects for the query; null when none can match (rent). */
function projectConditions(q: ParsedPropertySearchQuery): SQL[] | null {
  if (q.purpose === 'rent') return null;
  const c: SQL[] = [sql`p.review_state = 'approved'`];
  if (q.city) c.push(sql`lower(p.location->>'city') = lower(${q.city})`);
  if (q.q) c.push(sql`(p.location->>'area' ilike ${containing(q.q)} or p.project_name ilike ${containing(q.q)})`);
  if (q.type?.length) c.push(sql`${projectType} in (${list(q.type.flatMap(typesMatching))})`);
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
};

/** A row of the page, with the counts of the whole result (window functions, the same on every row). */
interface Hit {
  id: string;
  kind: PropertyKind;
  listings: number | string;
  total: number | string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * GET /api/properties: approved listings and approved builder projects in one ordered, paged list.
 * Three queries at most: the page with the counts of the whole result (SQL UNION ALL, window
 * functions, LIMIT/OFFSET), then the page's listing cards and its project cards, each with what
 * they show joined in (see selectListings and selectProjects).
 */
export async function searchProperties(
  db: Db,
  services: Services,
  query: ParsedPropertySearchQuery,
): Promise<PropertySearchResult> {
  const branches: SQL[] = [];
  const listingWhere = query.kind === 'builder-project' ? null : listingConditions(query);
  if (listingWhere)
    branches.push(sql`select l.id, 'listing' as kind, l.price, l.created_at from ${listings} l
      where ${all(listingWhere)}`);
  const projectWhere = query.kind === 'listing' ? null : projectConditions(query);
  if (projectWhere)
    branches.push(sql`select p.id, 'builder-project' as kind, coalesce(p.expected_price, 0) as price, p.created_at
      from ${builderProjects} p where ${all(projectWhere)}`);
  const empty = {
    items: [],
    total: 0,
    counts: { listings: 0, projects: 0 },
    page: query.page,
    pageSize: query.pageSize,
  };
  if (branches.length === 0) return empty;

  const found = sql`(${sql.join(branches, sql` union all `)}) as found`;
  const hits = rowsOf<Hit>(
    await db.execute(sql`select id, kind, count(*) filter (where kind = 'listing') over () as listings,
      count(*) over () as total from ${found} order by ${orderBy[query.sort]}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  // A page past the end has no row to carry the counts: count on their own.
  const [counted] = hits.length
    ? hits
    : rowsOf<Hit>(
        await db.execute(
          sql`select count(*) filter (where kind = 'listing') as listings, count(*) as total from ${found}`,
        ),
      );
  const total = Number(counted?.total ?? 0);
  const listingCount = Number(counted?.listings ?? 0);

  const cards = new Map<string, PropertySummary>();
  const idsOf = (kind: PropertyKind) => hits.filter((h) => h.kind === kind).map((h) => h.id);
  const listingIds = idsOf('listing');
  if (listingIds.length)
    for (const record of await selectListings(db).where(inArray(listings.id, listingIds)))
      cards.set(record.row.id, listingCard(record, services.storage));
  const projectIds = idsOf('builder-project');
  if (projectIds.length)
    for (const record of await selectProjects(db).where(inArray(builderProjects.id, projectIds))) {
      const project = toProject(record, services.storage);
      // toProject adds the banner's card URL to the media (see projects/records.ts mediaUrls).
      const card = (project.media as { bannerCard?: string | null }).bannerCard;
      cards.set(project._id, { ...summaryOfProject(project), ...(card ? { coverPhoto: card } : {}) });
    }
  return {
    ...empty,
    items: hits.flatMap((h) => cards.get(h.id) ?? []),
    total,
    counts: { listings: listingCount, projects: total - listingCount },
  };
}

/** The cache's name of a search: the contract's normalised parameters, lists in a fixed order. */
const searchKey = (query: ParsedPropertySearchQuery) =>
  `search ${propertySearchParams({ ...query, type: query.type && [...query.type].sort(), bhk: query.bhk && [...query.bhk].sort() })}`;

export function searchRoutes(app: App, services: Services) {
  app.get(apiPaths.listings, { schema: { querystring: propertySearchQuerySchema } }, async (request, reply) =>
    // The cards carry no contact details: the same answer whoever asks, so the token is not read.
    services.cache.serve(request, reply, { key: searchKey(request.query), tags: [cacheTags.search] }, () =>
      searchProperties(services.db, services, request.query),
    ),
  );
}
