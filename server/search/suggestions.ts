import { sql } from 'drizzle-orm';
import { MAX_LOCALITY_SUGGESTIONS, MAX_PROJECT_SUGGESTIONS, type SearchSuggestionQuery } from '@/api/contract';
import type { Database } from '../db/client';
import { listingInSearch } from '../listings/freshness';

/** A name, or a word of it, starts with the text: LIKE patterns with the user's % and _ taken literally. */
function wordPrefix(name: ReturnType<typeof sql>, text: string) {
  const typed = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`(lower(${name}) like ${`${typed}%`} or lower(${name}) like ${`% ${typed}%`})`;
}
/** The city, when asked for: one statement either way (the prepared text holds no value). */
const inCity = (city: ReturnType<typeof sql>, wanted: string | null) =>
  sql`(${wanted}::text is null or lower(${city}) = lower(${wanted}::text))`;

const unitLists = [
  ['villa_details', 'configurations'],
  ['flat_details', 'configurations'],
  ['shop_details', 'types'],
  ['office_details', 'types'],
  ['mixed_use_details', 'shopTypes'],
  ['mixed_use_details', 'officeTypes'],
] as const;
const unitCount = sql.raw(
  unitLists.map(([section, list]) => `coalesce(jsonb_array_length(p.${section}->'${list}'), 0)`).join(' + '),
);

/**
 * GET /api/properties/suggestions as JSON text (SearchSuggestions): localities with how many listings in
 * search and approved projects each has, then approved projects by name (docs/listings.md#search-suggestions).
 */
export async function suggestionsJson(database: Database, query: SearchSuggestionQuery) {
  const city = query.city?.trim() || null;
  const q = query.q.trim();
  const projectLocality = sql`(p.location->>'area')`;
  const projectCity = sql`(p.location->>'city')`;
  const json = await database.preparedText(sql`with places as (
      select l.locality as locality, l.city as city from listings l
        where ${listingInSearch('l')} and ${inCity(sql`l.city`, city)} and ${wordPrefix(sql`l.locality`, q)}
      union all
      select ${projectLocality}, ${projectCity} from builder_projects p
        where p.review_state = 'approved' and ${inCity(projectCity, city)} and ${wordPrefix(projectLocality, q)}),
    localities as (
      select min(locality) as locality, min(city) as city, count(*)::int as count from places
        group by lower(locality), lower(city) order by count(*) desc, min(locality) limit ${MAX_LOCALITY_SUGGESTIONS}),
    projects as (
      select p.id as "_id", p.project_name as name, coalesce(${projectLocality}, '') as locality,
        coalesce(${projectCity}, '') as city, ${unitCount} as count from builder_projects p
        where p.review_state = 'approved' and ${inCity(projectCity, city)} and ${wordPrefix(sql`p.project_name`, q)}
        order by lower(p.project_name), p.id limit ${MAX_PROJECT_SUGGESTIONS})
    select json_build_object('items', coalesce((select json_agg(item order by part, n) from (
      select 0 as part, row_number() over (order by count desc, lower(locality)) as n,
        json_build_object('kind', 'locality', 'locality', locality, 'city', city, 'count', count) as item
        from localities
      union all
      select 1, row_number() over (order by lower(name), "_id"), json_build_object('kind', 'project', '_id', "_id",
        'name', name, 'locality', locality, 'city', city, 'count', count) from projects) items), '[]'::json))::text`);
  if (json === null) throw new Error('the suggestions statement answered no row');
  return json;
}
