import { describe, expect, it } from 'vitest';
import {
  outsideTitleWordPatterns,
  pageReadInOrder,
  runAcrossReads,
  shareMaySettle,
  textReadOf,
  titleWordPatterns,
} from './text';

/**
 * docs/listings.md#search-text-plans and #search-locality-tallies: how a text is read, from its
 * counts at 10 lakh listings (search_localities and search_title_words as the scale seed keeps them).
 */
describe('how a text is read', () => {
  const lakhs = (n: number) => n * 100_000;
  const everywhere = lakhs(10.2);

  it('looks up a text few items hold', () => {
    expect(textReadOf({ localities: 6_239, titles: 6_300, scope: everywhere, runAcross: [] })).toEqual({
      inOrder: false,
      localitiesTallied: false,
      runAcross: [],
    });
  });

  it('reads in order a text its localities make common, their share from their tallies', () => {
    expect(textReadOf({ localities: 90_000, titles: 100_000, scope: lakhs(1.1), runAcross: [] })).toEqual({
      inOrder: true,
      localitiesTallied: true,
      runAcross: [],
    });
  });

  it('reads in order a text in every title, counted as before: its other items are most of scope', () => {
    expect(textReadOf({ localities: 0, titles: lakhs(10), scope: everywhere, runAcross: [] })).toEqual({
      inOrder: true,
      localitiesTallied: false,
      runAcross: [],
    });
  });

  it('reads a page in order once its matches pass pageEnd × scope, as a budget does', () => {
    // "Par" everywhere: 22,682 items of its localities, 81,706 of its titles' words.
    const par = { localities: 22_682, titles: 81_706, scope: everywhere, runAcross: [] };
    expect(textReadOf(par).inOrder).toBe(false);
    expect(pageReadInOrder(par, 20)).toBe(true);
    expect(pageReadInOrder(par, 20 * 20)).toBe(true);
    expect(pageReadInOrder({ ...par, localities: 2_000, titles: 2_000 }, 20)).toBe(false);
  });

  it("reads the localities' share first only when their items pass the cap", () => {
    const par = { localities: 22_682, titles: 81_706, scope: everywhere, runAcross: [] };
    expect(shareMaySettle(par, 20)).toBe(true);
    // Baner in Pune: a page of its matches is read sooner in order, but its 6,239 items settle no "10,000+".
    const baner = { localities: 6_239, titles: 6_300, scope: lakhs(1), runAcross: [] };
    expect(pageReadInOrder(baner, 20)).toBe(true);
    expect(shareMaySettle(baner, 20)).toBe(false);
  });

  it('finds what a text runs across by the cheaper side of each of its shapes', () => {
    // "LB Na" in Hyderabad: every locality starting with "Na" (Nallakunta, Narayanguda, ...), against
    // the titles with a word ending in "lb"; ending with "LB" (LB Nagar holds the text), nothing.
    const lbNa = { localities: 2_500, titles: 2_600, scope: lakhs(1) };
    const shapes = [
      { localities: 14_000, titles: 40 },
      { localities: 0, titles: Infinity },
    ];
    expect(textReadOf({ ...lbNa, runAcross: shapes }).runAcross).toEqual(['titles', 'localities']);
    // "in Andh": "Andh" starts few localities, "in" ends a word of every title.
    expect(runAcrossReads({ ...lbNa, runAcross: [{ localities: 5_957, titles: lakhs(1) }] })).toEqual(['localities']);
  });
});

/**
 * The words a text's titles are counted by (search_title_words): a piece as it stands in the text,
 * those pg_trgm cannot look up left out ('%mg%' read the words' whole index, 12 ms at 10 lakh).
 */
describe('the title words a text is counted by', () => {
  it('holds a piece as it stands: ending a word, whole, starting one', () => {
    expect(titleWordPatterns('Baner')).toEqual(['%baner%']);
    expect(titleWordPatterns('Sea View in Ju')).toEqual(['%sea', 'view', 'in', 'ju%']);
    expect(titleWordPatterns('MG Road')).toEqual(['%mg', 'road%']);
    expect(titleWordPatterns('Ba')).toEqual(['ba%']);
  });

  it('leaves out a piece no trigram serves, never the last', () => {
    expect(titleWordPatterns('G Road')).toEqual(['road%']);
    expect(titleWordPatterns('MG R')).toEqual(['%mg', 'r%']);
    expect(titleWordPatterns('a b')).toEqual(['b%']);
    expect(titleWordPatterns('10% off')).toEqual(['%10\\%', 'off%']);
  });

  it('holds an outside part to the cut beside it', () => {
    expect(outsideTitleWordPatterns({ part: 'MG ', before: true })).toEqual(['%mg']);
    expect(outsideTitleWordPatterns({ part: 'near LB ', before: true })).toEqual(['%near', 'lb']);
    expect(outsideTitleWordPatterns({ part: ' for Sale', before: false })).toEqual(['for', 'sale%']);
  });
});
