// docs/listings.md#search-text: how a search's text is matched, looked up and corrected.
import { sql, type SQL } from 'drizzle-orm';
import { MIN_TEXT_INSIDE_WORDS, SEARCH_TOTAL_CAP } from '@/api/contract';
import type { Database } from '../db/client';
import { inCity } from './inCity';
import { readsInOrder } from './tallies';

/** LIKE with the user's % and _ taken literally. */
export const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * docs/listings.md#search-text: the ILIKE patterns of a text, any of which the locality or the title
 * matches: it contained anywhere, or, under three characters (no trigram to look up), at the start
 * of a word. Saved searches keep them (server/alerts/queries.ts) to match new items the same way.
 */
export function textPatterns(text: string): string[] {
  const typed = literal(text);
  return text.length >= MIN_TEXT_INSIDE_WORDS ? [`%${typed}%`] : [`${typed}%`, `% ${typed}%`];
}

/** The text's patterns against each of these columns, any of which may hold it. */
export function textMatches(text: string, columns: SQL[]): SQL {
  const patterns = textPatterns(text);
  return sql`(${sql.join(
    columns.flatMap((column) => patterns.map((pattern) => sql`${column} ilike ${pattern}`)),
    sql` or `,
  )})`;
}

/**
 * The text checked row by row on the item's locality and title, as a branch read in its index's
 * order does once the text is common (docs/listings.md#search-text-plans): written so that no
 * trigram index matches (a generic plan would AND one with the branch's index and read every match
 * before ordering), and inside coalesce(), whose selectivity the planner cannot tell and takes for a
 * half: it took an ILIKE for one row in a hundred and read and sorted a branch's whole range rather
 * than read it in order ("Secto" in Gurugram by rate, 14,359 rows for 12, 64 ms against 0.3 ms).
 */
export const textCheckedInOrder = (text: string) =>
  sql`coalesce(${textMatches(text, [sql`(s.locality || '')`, sql`(s.title || '')`])}, false)`;

/**
 * The locality, in the city when one is asked, whose name is most like the text by pg_trgm: alike
 * as a whole (`%`, similarity over 0.3) or to a part of it (`<%`, word similarity over 0.6), both
 * served by the localities' trigram index; the busier locality wins a tie.
 */
export async function nearestLocality(database: Database, text: string, city: string | undefined) {
  return database.preparedText(sql`select sl.locality from search_localities sl
    where (sl.locality % ${text} or ${text} <% sl.locality) and sl.count > 0
      and ${inCity(sql`lower(sl.city)`, city)}
    order by greatest(similarity(sl.locality, ${text}), word_similarity(${text}, sl.locality)) desc,
      sl.count desc, sl.locality
    limit 1`);
}

/** The lower-cased words of a text, as search_title_words splits a title (at any run of spaces). */
const piecesOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * A run of words as it stands in a title, as LIKE patterns of search_title_words' lower-cased words:
 * a title holding the run has a word holding each piece, the first at a word's end (or a word itself
 * when a space comes before the run), the last at a word's start (or a word itself when a space
 * follows), those between them words themselves; so the least of the pieces' counts bounds the
 * run's matches. A pattern in which pg_trgm finds no trigram ('%mg%', '%r': at 10 lakh 12 ms each,
 * every entry of the words' index read and checked again) is left out: the others' least bounds
 * them as well, and the last piece (a word's start) always has one.
 */
function runWordPatterns(run: string, { startsWord, endsWord }: { startsWord: boolean; endsWord: boolean }) {
  const pieces = piecesOf(run);
  const last = pieces.length - 1;
  const patterns = pieces.map((piece, i) => ({
    open: { start: i === 0 && !startsWord, end: i === last && !endsWord },
    piece,
  }));
  // pg_trgm pads a word with two spaces before it and one after: an open start costs two letters.
  const served = patterns.filter(({ open, piece }) => piece.length >= (open.start ? (open.end ? 3 : 2) : 1));
  return (served.length ? served : patterns).map(
    ({ open, piece }) => `${open.start ? '%' : ''}${literal(piece)}${open.end ? '%' : ''}`,
  );
}

/**
 * The text's patterns against search_title_words (runWordPatterns); text under
 * MIN_TEXT_INSIDE_WORDS matches word starts, so each of its pieces starts a word.
 */
export function titleWordPatterns(text: string): string[] {
  if (text.length < MIN_TEXT_INSIDE_WORDS) return piecesOf(text).map((piece) => `${literal(piece)}%`);
  return runWordPatterns(text, { startsWord: false, endsWord: false });
}

/**
 * A way a text may run across a title's mention of its own locality (docs/listings.md#search-text-run-across):
 * the localities it may run across, as an ILIKE pattern of their name, and the text's part outside
 * the mention (null where the text holds a whole mention: "in Versova for").
 */
export interface RunAcrossShape {
  localities: string;
  outside: { part: string; before: boolean } | null;
}

/**
 * The ways a text may run across a mention: it starts before a mention and ends inside it (a locality
 * starts with the text after one of its spaces: "in Andh" and Andheri West), starts inside and ends
 * after (a locality ends with the text before one: "West for"), or holds it whole between two ("in
 * Versova for"). A mention is cut from search_title_rest only between spaces, so a text without a
 * space runs across none.
 */
export function runAcrossShapes(text: string): RunAcrossShape[] {
  const afterSpaces: number[] = [];
  const beforeSpaces: number[] = [];
  for (let i = 1; i < text.length; i++) {
    if (text[i - 1] === ' ' && text[i] !== ' ') afterSpaces.push(i);
    if (text[i - 1] !== ' ' && text[i] === ' ') beforeSpaces.push(i);
  }
  return [
    ...afterSpaces.map((i) => ({
      localities: `${literal(text.slice(i))}%`,
      outside: { part: text.slice(0, i), before: true },
    })),
    ...beforeSpaces.map((j) => ({
      localities: `%${literal(text.slice(0, j))}`,
      outside: { part: text.slice(j), before: false },
    })),
    ...afterSpaces.flatMap((i) =>
      beforeSpaces.filter((j) => j > i).map((j) => ({ localities: literal(text.slice(i, j)), outside: null })),
    ),
  ];
}

/**
 * What the rest of a title (search_title_rest) holds where the text runs across its mention: the
 * outside part, then the two spaces the cut leaves ("MG R" across "MG Road": "mg  "), or the two
 * spaces, then the part ("Juhu for": "  for"). Null where no trigram index could look it up: the
 * text holds the whole mention, or the part's word at the cut has a single letter.
 */
export function runAcrossRest({ outside }: RunAcrossShape): string | null {
  if (!outside) return null;
  const pieces = piecesOf(outside.part);
  const atCut = outside.before ? pieces.at(-1) : pieces[0];
  if (!atCut || atCut.length < 2) return null;
  return outside.before ? `%${literal(outside.part)} %` : `% ${literal(outside.part)}%`;
}

/**
 * The patterns of the title words that hold a shape's outside part (runWordPatterns): the cut's space
 * comes after a part before the mention, and before one after it.
 */
export const outsideTitleWordPatterns = ({ part, before }: NonNullable<RunAcrossShape['outside']>) =>
  runWordPatterns(part, { startsWord: !before, endsWord: before });

/** The words of a shape's outside part as LIKE patterns for anywhere in a lower-cased name. */
const outsideWordPatterns = (outside: NonNullable<RunAcrossShape['outside']>) =>
  piecesOf(outside.part).map((piece) => `%${literal(piece)}%`);

/**
 * Whether the name of a search_localities row `sl` holds one of the outside part's words: that
 * locality's mentions may be cut from the part itself, so a rest never holds it (runAcrossReads).
 */
export const localityNamesAnOutsideWord = (outside: NonNullable<RunAcrossShape['outside']>) =>
  sql`(' ' || lower(sl.locality) || ' ') like any(${sql.param(outsideWordPatterns(outside))}::text[])`;

/** How the items a text may run across are found: their localities' items, or titles' rests (runAcrossRest). */
export type RunAcrossRead = 'localities' | 'titles';

/** How a search reads its text (docs/listings.md#search-text-plans). */
export interface TextRead {
  /** The branches read in their order, the text checked row by row, rather than the text looked up first. */
  inOrder: boolean;
  /**
   * Read in order, the localities that hold the text have their share counted from their tallies and
   * only the text's other items are counted (docs/listings.md#search-locality-tallies).
   */
  localitiesTallied: boolean;
  /** Per shape of runAcrossShapes, or one for all (tests); by the localities where not said. */
  runAcross?: RunAcrossRead | readonly RunAcrossRead[];
}

/** A text's estimated matches in scope (textCountsOf), and the scope's items. */
export interface TextCounts {
  localities: number;
  titles: number;
  scope: number;
  /**
   * Per shape of runAcrossShapes: the items in scope of the localities it may run across, and what
   * its rests would read (the least of its outside words' counts in every city: the rests' trigrams
   * are read without the city), with the items in scope of those localities whose name holds one of
   * its outside words, which the rests may miss (runAcrossReads).
   */
  runAcross: { localities: number; titles: number }[];
}

/**
 * The live counts the read model's triggers keep for a text, in scope (the city's, when one is
 * asked): the items of the localities that hold it ('Sector' in Noida), those of the titles' words
 * that do ('Sale' in '… for Sale in …'), and all the scope's items.
 */
export async function textCountsOf(database: Database, text: string, city: string | undefined): Promise<TextCounts> {
  const inScope = (column: SQL) => inCity(sql`lower(${column})`, city);
  const localitiesItems = (where: SQL) =>
    sql`(select coalesce(sum(sl.count), 0) from search_localities sl where ${where} and ${inScope(sql`sl.city`)})`;
  // The least of the words' counts: a title holding the text has a word holding each of its words.
  const wordsItems = (patterns: string[], scope = inScope(sql`w.city`)) => sql`(select coalesce(min(piece.count), 0)
    from (select (select coalesce(sum(w.count), 0) from search_title_words w where w.word like p.pattern and ${scope})
      as count from unnest(${sql.param(patterns)}::text[]) p(pattern)) piece)`;
  const holding = textMatches(text, [sql`sl.locality`]);
  const shapes = runAcrossShapes(text).map((shape) => {
    const across = sql`sl.locality ilike ${shape.localities} and not ${holding}`;
    if (!shape.outside || runAcrossRest(shape) === null) return sql`json_build_array(${localitiesItems(across)}, null)`;
    const missed = sql`${across} and ${localityNamesAnOutsideWord(shape.outside)}`;
    // The rests are read by their trigrams in every city (textLookup's runAcrossCandidates).
    const rests = wordsItems(outsideTitleWordPatterns(shape.outside), sql`true`);
    return sql`json_build_array(${localitiesItems(across)}, ${rests} + ${localitiesItems(missed)})`;
  });
  const json = await database.preparedText(sql`select json_build_array(
      ${localitiesItems(holding)}, ${wordsItems(titleWordPatterns(text))},
      (select coalesce(sum(sl.count), 0) from search_localities sl where ${inScope(sql`sl.city`)}),
      json_build_array(${sql.join(shapes, sql`, `)}))::text`);
  const [localities, titles, scope, runAcross] = JSON.parse(json ?? '[0, 0, 0, []]') as [
    number,
    number,
    number,
    [number, number | null][],
  ];
  return {
    localities,
    titles,
    scope,
    runAcross: runAcross.map(([across, rests]) => ({ localities: across, titles: rests ?? Infinity })),
  };
}

/**
 * Per shape, the cheaper way to find the items a text may run across: its localities' items ("LB Na"
 * runs across every locality starting with "Na"), or the titles whose rest holds its outside part
 * (a word ending in "lb" before a cut), with the items of the localities whose own name holds one of
 * the part's words: their mentions may be cut from that part itself ("Juhu J" in "x Juhu Juhu").
 */
export const runAcrossReads = (counts: TextCounts): RunAcrossRead[] =>
  counts.runAcross.map(({ localities, titles }) => (titles < localities ? 'titles' : 'localities'));

/** A text's matches, about the greater of its localities' and titles' counts: a title mostly names its locality. */
export const textMatchesOf = ({ localities, titles }: TextCounts) => Math.max(localities, titles);

/**
 * Whether a page alone is read sooner in the branches' order than by looking the text up: in order
 * it reads about pageEnd × scope / matches rows, the lookup every match, so the order wins once
 * matches² pass pageEnd × scope (the budget's rule, docs/listings.md#search-budget-order).
 */
export const pageReadInOrder = (counts: TextCounts, pageEnd: number) =>
  readsInOrder(textMatchesOf(counts), counts.scope, pageEnd);

/**
 * Whether the localities that hold a text may settle its count alone, their items in scope passing
 * the cap (their share under the search's filters is never more), with its page then read sooner in
 * order: only then is their share read before the text's read is chosen.
 */
export const shareMaySettle = (counts: TextCounts, pageEnd: number) =>
  counts.localities > SEARCH_TOTAL_CAP && pageReadInOrder(counts, pageEnd);

/**
 * How to read a text whose count the tallies do not settle (docs/listings.md#search-text-plans):
 * in order when it finds so many of the items in scope that reading the branches in order and
 * checking it row by row beats looking it up first: the count reads about cap × scope / matches rows
 * in order, the lookup every match, so the order wins once matches² pass cap × scope. Read in
 * order, the localities' share is counted from their tallies unless the text's other items (about
 * the titles' count past the localities') are more than the count would read in order ('for' in
 * every title).
 */
export function textReadOf(counts: TextCounts): TextRead {
  const matches = textMatchesOf(counts);
  const inOrder = readsInOrder(matches, counts.scope, SEARCH_TOTAL_CAP);
  const readInOrder = (SEARCH_TOTAL_CAP * counts.scope) / Math.max(matches, 1);
  return {
    inOrder,
    localitiesTallied: inOrder && counts.titles - counts.localities < readInOrder,
    runAcross: runAcrossReads(counts),
  };
}
