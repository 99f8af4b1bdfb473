import { sql, type SQL } from 'drizzle-orm';
import {
  MAX_LOCALITY_SUGGESTIONS,
  MAX_PROJECT_SUGGESTIONS,
  MIN_TEXT_CORRECTED,
  type SearchSuggestionQuery,
} from '@/api/contract';
import type { Database } from '../db/client';
import { inCity } from './inCity';
import { literal } from './text';

/**
 * A name, or a word of it, starts with the text: ILIKE patterns (the user's % and _ taken literally)
 * that a pg_trgm index serves, a word's start being the start or a space.
 */
function wordPrefix(name: SQL, text: string) {
  const typed = literal(text);
  return sql`(${name} ilike ${`${typed}%`} or ${name} ilike ${`% ${typed}%`})`;
}

/**
 * A lower-cased word starts with the text: a range of its text_pattern_ops index, from the text to
 * the text followed by the highest character, written out because a generic plan turns a LIKE's
 * prefix into a range only when the pattern is known at planning. In byte order every word between
 * the two starts with the text, so the range is the exact answer.
 */
const wordStartsWith = (word: SQL, text: string) =>
  sql`${word} ~>=~ lower(${text}) and ${word} ~<~ (lower(${text}) || chr(1114111))`;

/**
 * The approved projects a word of whose name starts with the text, by name (at most
 * MAX_PROJECT_SUGGESTIONS): a text of one word is a range of search_project_words' index, read in the
 * index alone; one of several words is checked on the names the trigram index finds, the city its
 * first key ('Ko' in Pune reads Pune's names).
 */
function projectsNamed(q: string, city: string | null) {
  const cityIs = (column: SQL) => (city ? sql`${column} = lower(${city}) and ` : sql``);
  if (!q.includes(' ')) {
    return sql`select s.id, s.title, s.locality, s.city from (
        select w.id, min(w.name_key) as name_key from search_project_words w
          where ${cityIs(sql`w.city_key`)}${wordStartsWith(sql`w.word`, q)}
          group by w.id order by min(w.name_key), w.id limit ${MAX_PROJECT_SUGGESTIONS}) w
        join search_items s on s.kind = 'builder-project' and s.id = w.id`;
  }
  return sql`select s.id, s.title, s.locality, s.city from search_items s
    where s.kind = 'builder-project' and ${cityIs(sql`s.city_key`)}${wordPrefix(sql`s.title`, q)}
    order by lower(s.title), s.id limit ${MAX_PROJECT_SUGGESTIONS}`;
}

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
 * search and approved projects each has, then approved projects by name, from the read model (docs/listings.md#search-suggestions).
 * When no locality starts a word with the text, the localities most like it in spelling (docs/listings.md#search-typos).
 */
export async function suggestionsJson(database: Database, query: SearchSuggestionQuery) {
  const city = query.city?.trim() || null;
  const q = query.q.trim();
  // Localities from their live counts (search_localities), projects from the read model; only the
  // few projects shown read their record, for the count of their units.
  const json = await database.preparedText(sql`with prefixed as (
      select min(sl.locality) as locality, nullif(min(sl.city), '') as city, sum(sl.count)::int as count,
        0::real as closeness
        from search_localities sl
        where ${inCity(sql`lower(sl.city)`, city)} and ${wordPrefix(sql`sl.locality`, q)}
        group by lower(sl.locality), lower(sl.city)
        order by sum(sl.count) desc, min(sl.locality) limit ${MAX_LOCALITY_SUGGESTIONS}),
    alike as (
      select min(sl.locality) as locality, nullif(min(sl.city), '') as city, sum(sl.count)::int as count,
        max(greatest(similarity(sl.locality, ${q}), word_similarity(${q}, sl.locality)))::real as closeness
        from search_localities sl
        where not exists (select from prefixed) and length(${q}) >= ${MIN_TEXT_CORRECTED}
          and ${inCity(sql`lower(sl.city)`, city)} and (sl.locality % ${q} or ${q} <% sl.locality) and sl.count > 0
        group by lower(sl.locality), lower(sl.city)
        order by closeness desc, sum(sl.count) desc limit ${MAX_LOCALITY_SUGGESTIONS}),
    localities as (select * from prefixed union all select * from alike),
    named as (${projectsNamed(q, city)}),
    projects as (
      select named.id as "_id", named.title as name, coalesce(named.locality, '') as locality,
        coalesce(named.city, '') as city, ${unitCount} as count
        from named join builder_projects p on p.id = named.id)
    select json_build_object('items', coalesce((select json_agg(item order by part, n) from (
      select 0 as part, row_number() over (order by closeness desc, count desc, lower(locality)) as n,
        json_build_object('kind', 'locality', 'locality', locality, 'city', city, 'count', count) as item
        from localities
      union all
      select 1, row_number() over (order by lower(name), "_id"), json_build_object('kind', 'project', '_id', "_id",
        'name', name, 'locality', locality, 'city', city, 'count', count) from projects) items), '[]'::json))::text`);
  if (json === null) throw new Error('the suggestions statement answered no row');
  return json;
}
