import { describe, expect, it } from 'vitest';
import { pageReadInOrder, shareMaySettle, textReadOf } from './text';

/**
 * docs/listings.md#search-text-plans and #search-locality-tallies: how a text is read, from its
 * counts at 10 lakh listings (search_localities and search_title_words as the scale seed keeps them).
 */
describe('how a text is read', () => {
  const lakhs = (n: number) => n * 100_000;
  const everywhere = lakhs(10.2);

  it('looks up a text few items hold', () => {
    expect(textReadOf({ localities: 6_239, titles: 6_300, scope: everywhere })).toEqual({
      inOrder: false,
      localitiesTallied: false,
    });
  });

  it('reads in order a text its localities make common, their share from their tallies', () => {
    expect(textReadOf({ localities: 90_000, titles: 100_000, scope: lakhs(1.1) })).toEqual({
      inOrder: true,
      localitiesTallied: true,
    });
  });

  it('reads in order a text in every title, counted as before: its other items are most of scope', () => {
    expect(textReadOf({ localities: 0, titles: lakhs(10), scope: everywhere })).toEqual({
      inOrder: true,
      localitiesTallied: false,
    });
  });

  it('reads a page in order once its matches pass pageEnd × scope, as a budget does', () => {
    // "Par" everywhere: 22,682 items of its localities, 81,706 of its titles' words.
    const par = { localities: 22_682, titles: 81_706, scope: everywhere };
    expect(textReadOf(par).inOrder).toBe(false);
    expect(pageReadInOrder(par, 20)).toBe(true);
    expect(pageReadInOrder(par, 20 * 20)).toBe(true);
    expect(pageReadInOrder({ ...par, localities: 2_000, titles: 2_000 }, 20)).toBe(false);
  });

  it("reads the localities' share first only when their items pass the cap", () => {
    const par = { localities: 22_682, titles: 81_706, scope: everywhere };
    expect(shareMaySettle(par, 20)).toBe(true);
    // Baner in Pune: a page of its matches is read sooner in order, but its 6,239 items settle no "10,000+".
    const baner = { localities: 6_239, titles: 6_300, scope: lakhs(1) };
    expect(pageReadInOrder(baner, 20)).toBe(true);
    expect(shareMaySettle(baner, 20)).toBe(false);
  });
});
