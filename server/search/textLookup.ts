// docs/listings.md#search-text-localities: the items a search's text finds, looked up before the rest
// of the search is checked on them (the page's `texted` rows, server/search/queries.ts).
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchItems } from '../db/schema';
import { inCity } from './inCity';
import { literal, textPatterns } from './text';

const dialect = new PgDialect();
const columnTypes = new Map(Object.values(getTableColumns(searchItems)).map((c) => [c.name, c.getSQLType()]));

/** The columns of search_items `s` that these conditions and select lists name (`s.column`). */
function columnsNamed(parts: SQL[]) {
  const named = parts.flatMap((part) => [...dialect.sqlToQuery(part).sql.matchAll(/\bs\.([a-z_][a-z0-9_]*)/g)]);
  return new Set(named.map((match) => match[1]!));
}

/** What a search reads of the text's items: its listing branches' conditions and columns, its projects'. */
export interface TextedReads {
  listing: SQL[];
  project: SQL[];
}

/** Any of the text's patterns (textPatterns), without case. */
const anyPattern = (column: SQL, patterns: string[]) =>
  sql`(${sql.join(
    patterns.map((pattern) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;

/**
 * The localities whose mention in a title the text may run across, as ILIKE patterns: the text starts
 * before a mention and ends inside it (a locality starts with the text after one of its spaces: "in
 * Andh" and Andheri West), starts inside and ends after (a locality ends with the text before one:
 * "West for"), or holds it whole between two ("in Versova for"). A mention is cut from
 * search_title_rest only between spaces, so a text without a space runs across none.
 */
function localitiesRunAcross(text: string) {
  const afterSpaces: number[] = [];
  const beforeSpaces: number[] = [];
  for (let i = 1; i < text.length; i++) {
    if (text[i - 1] === ' ' && text[i] !== ' ') afterSpaces.push(i);
    if (text[i - 1] !== ' ' && text[i] === ' ') beforeSpaces.push(i);
  }
  return [
    ...afterSpaces.map((i) => `${literal(text.slice(i))}%`),
    ...beforeSpaces.map((j) => `%${literal(text.slice(0, j))}`),
    ...afterSpaces.flatMap((i) => beforeSpaces.filter((j) => j > i).map((j) => literal(text.slice(i, j)))),
  ];
}

const localitiesWhere = (city: string | undefined, condition: SQL) => sql`select lower(sl.city), lower(sl.locality)
  from search_localities sl where ${inCity(sql`lower(sl.city)`, city ?? null)} and ${condition}`;

/** The localities whose name holds the text (textPatterns), in the city when one is asked, as (lower(city), lower(name)). */
export function localitiesHolding(text: string, city: string | undefined): SQL {
  return localitiesWhere(city, anyPattern(sql`sl.locality`, textPatterns(text)));
}

/**
 * The public items, in the city when one is asked, whose locality or title holds the text
 * (textPatterns), with the columns the search reads of them: those of the localities that hold it
 * (search_localities, then their items by the city-and-locality B-tree: a listing's from the index
 * alone, which holds what a search without the rarer filters reads, docs/localities.md#locality-index),
 * those whose title holds it outside the mentions of their own locality (search_title_rest's trigram
 * index, migration 0032), and those of the localities the text may run across, checked on the whole
 * title. A title mostly names its locality, so the titles' trigram index handed each item of a
 * locality back to the table to be checked ("Versova" in Mumbai: 5,957 rows). Without `localities`,
 * all but the items of the localities that hold the text, whose share the tallies count
 * (docs/listings.md#search-locality-tallies).
 */
export function textedItems(
  text: string,
  city: string | undefined,
  reads: TextedReads,
  { localities = true }: { localities?: boolean } = {},
): SQL {
  const listingColumns = columnsNamed(reads.listing);
  const columns = [...new Set([...listingColumns, ...columnsNamed(reads.project)])].sort();
  const all = sql.raw(columns.map((c) => `s.${c}`).join(', '));
  // A listing's row carries only what the listing branches read; a column only projects' read (their
  // BHKs, whether priced) is null there, so the locality's listings are read from its index alone.
  const listingOwn = sql.raw(
    columns.map((c) => (listingColumns.has(c) ? `s.${c}` : `null::${columnTypes.get(c)} as ${c}`)).join(', '),
  );
  const patterns = textPatterns(text);
  const inTextCity = city ? sql`s.city_key = lower(${city}) and ` : sql``;
  const localityHolds = anyPattern(sql`s.locality`, patterns);
  const titleHolds = anyPattern(sql`s.title`, patterns);
  const restHolds = anyPattern(sql`search_title_rest(s.title, s.locality)`, patterns);
  const runAcross = localitiesRunAcross(text);
  const holding = localitiesHolding(text, city);
  // A kind no branch searches is not read from the localities at all.
  const parts = [
    ...(localities && reads.listing.length > 0
      ? [
          sql`select ${listingOwn} from search_items s
            where s.kind = 'listing' and (s.city_key, lower(s.locality)) in (${holding})`,
        ]
      : []),
    // A locality's projects are few among its listings: their ids from the index alone, then each row.
    ...(localities && reads.project.length > 0
      ? [
          sql`select ${all} from search_items s where s.kind = 'builder-project' and s.id in (select l.id
            from search_items l where l.kind = 'builder-project' and (l.city_key, lower(l.locality)) in (${holding}))`,
        ]
      : []),
    sql`select ${all} from search_items s where ${city ? inTextCity : sql`s.city_key is not null and `}${restHolds}
      and not coalesce(${localityHolds}, false)`,
    // An item without a city, which search_localities keys by '', is checked whole.
    ...(city
      ? []
      : [sql`select ${all} from search_items s where s.city_key is null and (${localityHolds} or ${titleHolds})`]),
  ];
  if (runAcross.length > 0) {
    const mentioned = sql`sl.locality ilike any(${sql.param(runAcross)}::text[])
      and not ${anyPattern(sql`sl.locality`, patterns)}`;
    parts.push(sql`select ${all} from search_items s
      where (s.city_key, lower(s.locality)) in (${localitiesWhere(city, mentioned)}) and ${titleHolds} and not ${restHolds}`);
  }
  return sql.join(parts, sql` union all `);
}
