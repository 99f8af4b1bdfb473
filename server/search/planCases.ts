import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertySearchQuerySchema, type PropertySearchQuery } from '@/api/contract';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { ctesOf, explaining, fullScans, indexesOf, scansOf, type PlanNode } from '../test/plans';
import type { TestApp } from '../test/testApp';
import { searchPageJson } from './queries';
import { cardsQuery } from './searchCards';
import { similarListingsJson } from './similar';
import { suggestionsJson } from './suggestions';
import type { RunAcrossRead } from './text';

/**
 * docs/listings.md#read-model: each family of search, as the server sends it (a search: its tallies
 * and its page; the cards apart, as search_cards_json runs them), suggestions and similar properties, on the seeded inventory of
 * server/plans.test.ts: none may read a big table from end to end. The one scan allowed is one with
 * no filter under a Limit: the capped count of a search without filters, which reads at most
 * SEARCH_TOTAL_CAP + 1 rows wherever they are, at any size. Alert matching turns search round
 * (docs/listings.md#alert-matching): an approved item must find its saved searches by an index.
 */
export function searchPlanCases(inventory: () => TestApp) {
  describe('search, suggestions and similar properties', () => {
    let someListing: string;

    beforeAll(async () => {
      const { db } = inventory().app.services;
      someListing = rowsOf<{ id: string }>(
        await db.execute(sql`select id from search_items where kind = 'listing' order by id limit 1`),
      )[0]!.id;
    });

    const explained = async (read: (database: Database) => Promise<unknown>) => {
      const plans: PlanNode[] = [];
      await read(explaining(inventory().app.services.database, plans));
      expect(plans.length).toBeGreaterThan(0);
      return plans;
    };
    const plansOf = async (read: (database: Database) => Promise<unknown>) =>
      (await explained(read)).flatMap((plan) => fullScans(plan));
    const searchRead = (query: PropertySearchQuery) => (database: Database) =>
      searchPageJson(database, inventory().app.services.storage, propertySearchQuerySchema.parse(query));
    const searchPlan = (query: PropertySearchQuery) => plansOf(searchRead(query));

    it.each<[string, PropertySearchQuery]>([
      ['a city', { city: 'Pune' }],
      [
        'a city, purpose, BHK and budget',
        { city: 'Pune', purpose: 'sale', bhk: [2, 3], minPrice: 5_000_000, maxPrice: 9_000_000 },
      ],
      ['text', { q: 'Baner' }],
      ['short text', { q: 'Ba' }],
      ['text in most titles', { q: 'for' }],
      ['newest', {}],
      ['price, low to high', { sort: 'price-asc' }],
      ['price, high to low', { sort: 'price-desc' }],
      ['a city by price', { city: 'Mumbai', sort: 'price-desc' }],
      ['page 50 of a city', { city: 'Pune', page: 50 }],
      ['carpet area, large to small', { sort: 'carpet-desc' }],
      ['a city by price per sq.ft carpet', { city: 'Pune', purpose: 'sale', sort: 'carpet-price-asc' }],
      // docs/map.md#near-filter: within 2 km of central Pune, the circle's box read through the place index.
      ['distance', { nearLat: 18.5204, nearLng: 73.8567, withinKm: 2 }],
      [
        'distance, purpose and budget',
        { nearLat: 18.5204, nearLng: 73.8567, withinKm: 5, purpose: 'sale', maxPrice: 9_000_000 },
      ],
    ])('search by %s reads indexes only', async (_, query) => {
      expect(await searchPlan(query)).toEqual([]);
    });

    // docs/listings.md#search-plans: rare text is looked up first (the `texted` rows, read through
    // its trigrams); text in most titles ('for' of '… for Sale in …', estimated from
    // search_title_words) is checked row by row in each branch's order.
    it.each<[string, string, boolean]>([
      ['a locality', 'Baner', true],
      ['a word of most titles', 'for', false],
    ])('search for %s (%s): its text looked up first, %s', async (_, q, looksUp) => {
      const plans = await explained(searchRead({ q }));
      expect(plans.flatMap(ctesOf).includes('texted')).toBe(looksUp);
      expect(
        plans.flatMap(indexesOf).some((name) => name.startsWith('search_items_') && name.endsWith('_trgm_idx')),
      ).toBe(looksUp);
    });

    // docs/listings.md#search-locality-tallies: a text read in order whose localities hold most of
    // its matches (here forced: no locality of this inventory is that busy) counts their share from
    // their tallies and looks up only the text's other items, which the branches' order never reads.
    it("a text read in order counts its localities' share from their tallies", async () => {
      const query = propertySearchQuerySchema.parse({ q: 'Baner', purpose: 'sale', bhk: [2], sort: 'price-asc' });
      const read = { inOrder: true, localitiesTallied: true };
      const plans = await explained((database) =>
        searchPageJson(database, inventory().app.services.storage, query, read),
      );
      expect(plans.flatMap((plan) => fullScans(plan))).toEqual([]);
      const indexes = plans.flatMap(indexesOf);
      expect(indexes).toContain('search_locality_tallies_pk');
      expect(indexes).toContain('search_items_city_title_rest_trgm_idx');
    });

    // docs/listings.md#search-text-run-across: what a text with a space runs across, read from the
    // titles' rests (here forced: the counts choose it where the localities it runs across are busy).
    it.each([
      ['looked up', false],
      ['read in order', true],
    ])("a text running across a mention, %s, finds it by the rests' trigrams", async (_, inOrder) => {
      const query = propertySearchQuerySchema.parse({ q: 'LB Na', city: 'Hyderabad', sort: 'price-asc' });
      const restReads = async (runAcross: RunAcrossRead) => {
        const read = { inOrder, localitiesTallied: inOrder, runAcross };
        const plans = await explained((database) =>
          searchPageJson(database, inventory().app.services.storage, query, read),
        );
        expect(plans.flatMap((plan) => fullScans(plan))).toEqual([]);
        return plans.flatMap(indexesOf).filter((index) => index === 'search_items_city_title_rest_trgm_idx').length;
      };
      expect(await restReads('titles')).toBeGreaterThan(await restReads('localities'));
    });

    // docs/localities.md#locality-index: the listings of the localities a text names are read from
    // the locality's index alone, and its projects' ids before their rows.
    it("a locality's items, for its text, from the locality's index alone", async () => {
      const plans = await explained(searchRead({ q: 'Baner', city: 'Pune', purpose: 'sale', bhk: [2] }));
      expect(plans.flatMap((plan) => scansOf(plan, 'search_items_city_locality_idx'))).toEqual([
        'Index Only Scan',
        'Index Only Scan',
      ]);
    });

    // docs/listings.md#search-budget-order: a budget most of a branch meets is checked in the sort's
    // index (price is in every listing index); one few meet is read from the price index and sorted.
    it.each<[string, PropertySearchQuery, string]>([
      ['most', { purpose: 'sale', minPrice: 1_000, sort: 'carpet-desc' }, 'search_listings_carpet_desc_idx'],
      ['few', { purpose: 'sale', minPrice: 200_000_000, sort: 'carpet-desc' }, 'search_listings_price_'],
    ])('a budget %s listings meet reads %s', async (_, query, index) => {
      const plans = await explained(searchRead(query));
      expect(plans.flatMap((plan) => fullScans(plan))).toEqual([]);
      const listingIndexes = plans.flatMap(indexesOf).filter((name) => name.startsWith('search_listings_'));
      expect(listingIndexes.length).toBeGreaterThan(0);
      expect(listingIndexes.every((name) => name.startsWith(index))).toBe(true);
    });

    // docs/listings.md#search-text-plans: a common text (here forced) and a budget most items meet
    // are checked row by row as each branch's page is read in its sort's order; estimated as rare,
    // they had the generic plan read a branch's whole range by a bitmap and sort it.
    it.each<[string, PropertySearchQuery, string]>([
      ['newest', {}, 'search_listings_city_newest_idx'],
      ['by price per sq.ft carpet', { sort: 'carpet-price-desc' }, 'search_listings_city_rate_desc_idx'],
      ['by carpet area', { sort: 'carpet-asc' }, 'search_listings_city_carpet_asc_idx'],
    ])('a common text with a budget, %s, reads each branch’s page in its order', async (_, sort, index) => {
      const query = propertySearchQuerySchema.parse({
        q: 'Flat',
        city: 'Pune',
        purpose: 'sale',
        bhk: [2],
        minPrice: 1_000,
        maxPrice: 2_000_000_000,
        ...sort,
      });
      const read = { inOrder: true, localitiesTallied: false };
      const plans = await explained((database) =>
        searchPageJson(database, inventory().app.services.storage, query, read),
      );
      // The page reads it in order; the count, which reads to the cap in any order, may not.
      expect(plans.flatMap((plan) => scansOf(plan, index))).toContain('Index Scan');
    });

    it('suggestions read indexes only', async () => {
      expect(await plansOf((database) => suggestionsJson(database, { q: 'Ban' }))).toEqual([]);
      expect(await plansOf((database) => suggestionsJson(database, { q: 'Ko', city: 'Pune' }))).toEqual([]);
      expect(await plansOf((database) => suggestionsJson(database, { q: 'Sahyadri He' }))).toEqual([]);
      // docs/listings.md#search-suggestions: a word's start is a range of the name words' index.
      const plans = await explained((database) => suggestionsJson(database, { q: 'Pa' }));
      expect(plans.flatMap(indexesOf)).toContain('search_project_words_word_idx');
      // A city's localities by their city, before their names are matched (server/search/inCity.ts).
      const inPune = await explained((database) => suggestionsJson(database, { q: 'Ko', city: 'Pune' }));
      expect(inPune.flatMap(indexesOf)).toContain('search_localities_city_key_idx');
    });

    // docs/listings.md#search-cards-function: the cards, planned inside search_cards_json where the
    // plans above do not show them, read each item of a page by its key.
    it('the cards read indexes only', async () => {
      const { db, storage } = inventory().app.services;
      const page = rowsOf<{ id: string; kind: string }>(
        await db.execute(sql`(select id, kind from search_items where kind = 'listing' limit 10)
          union all (select id, kind from search_items where kind = 'builder-project' limit 10)`),
      );
      const list = (values: string[]) => sql`${sql.param(values)}::text[]`;
      const cards = cardsQuery(
        list(page.map((item) => item.id)),
        list(page.map((item) => item.kind)),
        sql`${storage.url('')}::text`,
      );
      expect(await plansOf((database) => database.preparedText(cards))).toEqual([]);
    });

    it('similar properties read indexes only', async () => {
      expect(
        await plansOf((database) => similarListingsJson(database, inventory().app.services.storage, someListing)),
      ).toEqual([]);
    });
  });
}
