// docs/listings.md#search-text-localities: the items a search's text finds, looked up before the rest
// of the search is checked on them (the page's `texted` rows, server/search/queries.ts).
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchItems } from '../db/schema';
import { inCity } from './inCity';
import { localityNamesAnOutsideWord, runAcrossRest, runAcrossShapes, textPatterns, type RunAcrossRead } from './text';

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
  {
    localities = true,
    runAcross = 'localities',
  }: { localities?: boolean; runAcross?: RunAcrossRead | readonly RunAcrossRead[] } = {},
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
  for (const across of runAcrossCandidates(text, city, runAcross)) {
    parts.push(sql`select ${all} from search_items s where ${across} and ${titleHolds} and not ${restHolds}
      and not coalesce(${localityHolds}, false)`);
  }
  return sql.join(parts, sql` union all `);
}

/**
 * The items `s` a text may run across the mention of their own locality in (runAcrossShapes), each
 * shape read as `runAcross` says: the items of the localities it may run across (by the
 * city-and-locality B-tree), or the titles whose rest holds its outside part (runAcrossRest, by the
 * rest's trigram index) with the items of those localities whose name holds one of the part's
 * words. As conditions on `s` that no item meets twice; none when the text has no space.
 */
function runAcrossCandidates(
  text: string,
  city: string | undefined,
  runAcross: RunAcrossRead | readonly RunAcrossRead[],
): SQL[] {
  const shapes = runAcrossShapes(text);
  if (shapes.length === 0) return [];
  const notHolding = sql`not ${anyPattern(sql`sl.locality`, textPatterns(text))}`;
  const readOf = (index: number) => (typeof runAcross === 'string' ? runAcross : (runAcross[index] ?? 'localities'));
  const localityConditions: SQL[] = [];
  const rests: string[] = [];
  shapes.forEach((shape, index) => {
    const rest = runAcrossRest(shape);
    const mentioned = sql`sl.locality ilike ${shape.localities}`;
    if (readOf(index) === 'localities' || rest === null || !shape.outside) {
      localityConditions.push(mentioned);
      return;
    }
    rests.push(rest);
    localityConditions.push(sql`${mentioned} and ${localityNamesAnOutsideWord(shape.outside)}`);
  });
  const localitiesAcross = localitiesWhere(city, sql`(${sql.join(localityConditions, sql` or `)}) and ${notHolding}`);
  const byLocality = sql`(s.city_key, lower(s.locality)) in (${localitiesAcross})`;
  if (rests.length === 0) return [byLocality];
  const restHolds = sql.join(
    rests.map((rest) => sql`search_title_rest(s.title, s.locality) ilike ${rest}`),
    sql` or `,
  );
  // The rests' trigrams alone, the city checked on each row found: led by the city, the index read
  // every entry of the city's key ("LB Na" in Hyderabad: 60-100 ms more under load, 10 lakh listings).
  const inRestCity = city ? sql`lower(s.city_key) = lower(${city})` : sql`s.city_key is not null`;
  return [byLocality, sql`${inRestCity} and (${restHolds}) and not coalesce(${byLocality}, false)`];
}
