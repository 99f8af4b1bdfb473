import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuilderProject, Listing, Session } from '@/api/contract';
import { testDatabaseKinds } from './test/databases';
import { approveListing, createListing, listingFields, staffToken } from './test/listings';
import { createProject } from './test/projects';
import { bearer, startTestApp, type TestApp } from './test/testApp';

/** A write anywhere in a statement, a data-modifying WITH included (statements carry no values). */
const writes = /\b(insert|update|delete|merge)\b/i;

/**
 * Issue #18: each public read sends a fixed, small number of statements whatever the size of the
 * page, and none writes. A change that adds a query per card or a write per view fails here.
 */
describe.each(testDatabaseKinds())('statements sent by the public reads on $name', (kind) => {
  let t: TestApp;
  const sent: string[] = [];
  let builder: Session;
  let listing: Listing;
  let project: BuilderProject;

  /** The statements one anonymous GET sends. */
  async function statementsOf(url: string) {
    sent.length = 0;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return [...sent];
  }

  beforeAll(async () => {
    // The cache off: what computing each answer costs (publicReads.test.ts covers the cache).
    t = await startTestApp(kind, { onQuery: (query) => sent.push(query), config: { responseCacheBytes: 0 } });
    const seller = await t.signUp('Seller');
    const agent = await t.signUp('Agent');
    builder = await t.signUp('Builder');
    const staff = await staffToken(t);
    // Pinned, the costlier detail: an exact place asks its distance to the locality's centre.
    const pinned = (index: number) => ({ place: { lat: 12.97 + index / 100, lng: 77.64 } });
    for (const [index, [owner, type]] of (
      [
        [seller, 'flat'],
        [agent, 'villa'],
        [seller, 'plot'],
      ] as const
    ).entries()) {
      listing = await createListing(t.app, owner.token, listingFields(type, pinned(index)));
      await approveListing(t.app, staff, listing._id);
    }
    for (const [index, projectKind] of (['villa', 'flat', 'mixed'] as const).entries()) {
      project = await createProject(t.app, builder.token, projectKind, pinned(index));
      await t.app.inject({ method: 'POST', url: `/api/staff/projects/${project._id}/approve`, headers: bearer(staff) });
    }
    // Each approval set the saved-search alerts to work in the background: let it finish before counting.
    await t.app.services.jobs.runDue();
  });
  afterAll(() => t.close());

  // docs/listings.md#search-tallies: a search without text first reads the tallies of its filters,
  // which settle its counts; a text is counted from its matches, so it sends no tallies statement.
  // Its cards are written by the page's statement (docs/listings.md#search-cards-function).
  it('search: its tallies, then the page with the counts they left and its cards', async () => {
    const statements = await statementsOf('/api/properties');
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/\bsearch_tallies\b/);
    expect(statements[1]).toMatch(/\bsearch_cards_json\(/);
    const [, filtered] = await statementsOf('/api/properties?city=Bengaluru&bhk=2');
    expect(filtered).not.toBe(statements[1]);
    expect(statements.filter((s) => writes.test(s))).toEqual([]);
    const texted = await statementsOf('/api/properties?q=Indiranagar');
    expect(texted.filter((s) => /\bsearch_tallies\b/.test(s))).toEqual([]);
  });

  it('search past the last page: its tallies and its page, which writes no card', async () => {
    expect(await statementsOf('/api/properties?page=40')).toHaveLength(2);
  });

  // A pinned detail sends its record's statement and the distance to its locality's centre
  // (server/localities/distance.ts); an approximate place sends only the first.
  it('listing detail: two statements, and the view is written later in one batch', async () => {
    const statements = await statementsOf(`/api/properties/${listing._id}`);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/percentile_cont/);
    expect(statements.filter((s) => writes.test(s))).toEqual([]);
    sent.length = 0;
    await t.app.services.views.flush();
    await t.app.services.jobs.runDue();
    // The count-views job's one statement (other jobs due, such as a schedule's, send their own).
    expect(sent.filter((s) => /\blisting_views\b/.test(s))).toHaveLength(1);
  });

  it('project detail with its builder: two statements (the record, its distance)', async () => {
    const statements = await statementsOf(`/api/builder-properties/${project._id}`);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/percentile_cont/);
  });

  it('a detail at an approximate place: its record alone', async () => {
    const seller = await t.signUp('Seller');
    const approximate = await createListing(t.app, seller.token, listingFields('flat'));
    await approveListing(t.app, await staffToken(t), approximate._id);
    expect(await statementsOf(`/api/properties/${approximate._id}`)).toHaveLength(1);
  });

  it("a builder's portfolio: one statement; their projects: two", async () => {
    expect(await statementsOf(`/api/builders/username/${builder.username}`)).toHaveLength(1);
    expect(await statementsOf(`/api/builders/${builder._id}/properties`)).toHaveLength(2);
  });
});
