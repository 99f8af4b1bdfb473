import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryOfProject, type PropertySearchResult, type PropertySummary } from '@/api/contract';
import { rowsOf } from '../db/rows';
import { builderProjects, listings } from '../db/schema';
import { toProject } from '../projects/answers';
import { selectProjects } from '../projects/queries';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { createProject, projectFields, projectFiles, sendProject, testImage, fileOf } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';
import { listingCard } from '../listings/answers';
import { cardsFunctionSource, cardsFunctionStatement } from './searchCards';
import { selectListings } from '../listings/queries';

/**
 * The database writes the search answer's JSON itself (searchCards.ts): byte for byte what
 * JSON.stringify makes of the contract's cards, summaryOfListing (as favourites show it, listingCard)
 * and summaryOfProject with the banner's card image and the builder's company, whatever the filter,
 * order and page.
 */
/** docs/listings.md#posted-by: the builder's company names its projects' cards, quotes and all. */
const companyName = 'Prestige "Group" – ₹ Homes';

describe.each(testDatabaseKinds())('search answers as JSON text on $name', (kind) => {
  let t: TestApp;

  /** The answer the cards of the contract make for the same page, as JSON.stringify writes it. */
  async function contractAnswer(answer: PropertySearchResult): Promise<string> {
    const { db, storage } = t.app.services;
    const ids = answer.items.map((item) => item._id);
    const cards = new Map<string, PropertySummary>();
    for (const record of await selectListings(db).where(inArray(listings.id, ids)))
      cards.set(record.row.id, listingCard(record, storage));
    for (const record of await selectProjects(db).where(inArray(builderProjects.id, ids))) {
      const project = toProject(record, storage);
      const card = (project.media as { bannerCard?: string | null }).bannerCard;
      cards.set(project._id, { ...summaryOfProject(project, companyName), ...(card ? { coverPhoto: card } : {}) });
    }
    return JSON.stringify({ ...answer, items: ids.map((id) => cards.get(id)) });
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await t.signUp('Seller');
    const agent = await t.signUp('Agent');
    const builder = await t.signUp('Builder');
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/builder/me/profile',
      headers: bearer(builder.token),
      payload: { companyName },
    });
    expect(named.statusCode).toBe(200);
    const staff = await staffToken(t);
    for (const [owner, fields] of [
      [seller, listingFields('flat', { title: 'Sea view "2 BHK" \\ naïve ₹ 1.5 Cr – Bandra', price: 15_050_000 })],
      [agent, listingFields('plot', { price: 4_000_000 })],
      [
        agent,
        listingFields('office', {
          carpetArea: 700,
          builtUpArea: 812.25,
          availability: 'under construction',
          ageYears: null,
          possessionBy: '2027-03',
        }),
      ],
      [seller, listingFields('villa', { purpose: 'rent', bhk: 4, price: 150_000 })],
    ] as const) {
      const listing = await createListing(t.app, owner.token, fields);
      await approveListing(t.app, staff, listing._id);
      t.clock.advance(60_000);
    }
    const approve = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/staff/projects/${id}/approve`, headers: bearer(staff) });
    for (const projectKind of ['villa', 'flat', 'mixed', 'office'] as const) {
      await approve((await createProject(t.app, builder.token, projectKind, { projectStatus: 'completed' }))._id);
      t.clock.advance(60_000);
    }
    // Additional photos too: the banner's card image is still the cover.
    const additional = [fileOf(await testImage('jpeg', '#33aaaa'), 'more.jpg', 'image/jpeg')];
    const response = await sendProject(
      t.app,
      builder.token,
      // With a RERA number (Karnataka's K-RERA): the card carries it in the contract's key order.
      projectFields('shops', { reraNumber: 'PRM/KA/RERA/1251/446/PR/171015/000422' }),
      await projectFiles({ additionalPhotos: additional }),
    );
    expect(response.statusCode).toBe(201);
    await approve(response.json<{ _id: string }>()._id);
  });
  afterAll(() => t.close());

  it.each([
    '',
    'sort=price-asc',
    'sort=price-desc&pageSize=3&page=2',
    'kind=builder-project',
    'type=office,plot',
    'status=under+construction',
    'page=9',
  ])('answers %j as JSON.stringify writes the contract cards', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = response.json<PropertySearchResult>();
    expect(response.body).toBe(await contractAnswer(answer));
    if (query === '') expect(answer).toMatchObject({ total: 9, counts: { listings: 4, projects: 5 } });
    for (const item of answer.items)
      expect(item.postedByName).toBe(item.kind === 'builder-project' ? companyName : `Test ${item.postedByRole}`);
  });

  // docs/listings.md#search-cards-function: the cards above are the migrations' function; a card
  // changed in searchCards.ts wants a migration that makes the function again.
  it('writes the cards with the function searchCards.ts writes', async () => {
    const [row] = rowsOf<{ prosrc: string }>(
      await t.app.services.db.execute(sql`select prosrc from pg_proc where proname = 'search_cards_json'`),
    );
    expect(
      row?.prosrc,
      `search_cards_json is not searchCards.ts' text: add a migration that runs\n${cardsFunctionStatement()}`,
    ).toBe(cardsFunctionSource());
  });
});
