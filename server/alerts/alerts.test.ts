import { beforeAll, describe, expect, it } from 'vitest';
import { savedSearchesResponseSchema, savedSearchMessages, savedSearchSchema } from '@/api/contract';
import { readablePaths } from '../ssr/readablePaths';
import { testDatabaseKinds } from '../test/databases';
import {
  approveListing,
  closeListing,
  createListing,
  holdByReports,
  listingFields,
  pauseUnconfirmed,
  staffToken,
  useListingTestbed,
} from '../test/listings';
import { createProject } from '../test/projects';
import { bearer } from '../test/testApp';
import { indiaDay, unsubscribeToken } from './alerts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * docs/listings.md#alert-matching and #alert-digest: an approval records the item, the worker
 * (drained here instead of waiting for its timer) matches it and sends at most one digest a day.
 */
describe.each(testDatabaseKinds())('saved-search alerts on $name', (kind) => {
  const bed = useListingTestbed(kind);
  beforeAll(() => {
    // Noon in India: the test's day does not turn over while it runs.
    const now = bed.t.clock.now().getTime();
    bed.t.clock.advance(Date.parse(`${indiaDay(new Date(now))}T12:00:00+05:30`) + DAY - now);
  });

  /** A buyer with one saved search. */
  async function buyerSaving(query: string, name = 'My search') {
    const buyer = await bed.t.signUp('Buyer');
    const response = await bed.t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      payload: { name, query },
      headers: bearer(buyer.token),
    });
    return { buyer, search: savedSearchSchema.parse(response.json()) };
  }
  /** A seller's flat in the city, approved by staff. */
  async function approvedFlat(city: string, title = `Flat in ${city}`, bhk = 2) {
    const listing = await createListing(
      bed.t.app,
      bed.seller.token,
      listingFields('flat', { title, bhk, location: { ...listingFields().location, city } }),
    );
    await approveListing(bed.t.app, bed.staff, listing._id);
    return listing;
  }
  const alertsTo = async (email: string) => {
    await bed.t.app.services.jobs.runDue();
    return bed.t.app.services.mailer.outbox().filter((m) => m.to === email && m.subject.startsWith('New on Nivaas'));
  };
  const unsubscribe = (token: string) =>
    bed.t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } });

  it('sends one digest for a newly approved match, with its link and an unsubscribe link', async () => {
    const { buyer, search } = await buyerSaving('city=Mysuru&bhk=2', '2 BHK in Mysuru');
    const listing = await approvedFlat('Mysuru');
    const mails = await alertsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New on Nivaas for "2 BHK in Mysuru"');
    expect(mails[0]!.text).toContain(
      `- Flat in Mysuru: https://nivaas.test/property-detail/${listing._id}/flat-in-mysuru`,
    );
    expect(mails[0]!.text).toContain(
      `https://nivaas.test/alerts/unsubscribe?token=${unsubscribeToken(bed.t.app.services.config.jwtSecret, search._id)}`,
    );
    // Draining again sends nothing more.
    expect(await alertsTo(buyer.email)).toHaveLength(1);
  });

  it('sends nothing for an approved item the search does not find', async () => {
    const { buyer } = await buyerSaving('city=Hubballi&bhk=3');
    await approvedFlat('Hubballi', 'Two bedrooms in Hubballi', 2);
    await approvedFlat('Mangaluru', 'Three bedrooms elsewhere', 3);
    expect(await alertsTo(buyer.email)).toEqual([]);
  });

  it('keeps later matches of the same day for one digest the next day', async () => {
    const { buyer } = await buyerSaving('city=Udupi');
    await approvedFlat('Udupi', 'First in Udupi');
    expect(await alertsTo(buyer.email)).toHaveLength(1);
    const second = await approvedFlat('Udupi', 'Second in Udupi');
    const third = await approvedFlat('Udupi', 'Third in Udupi');
    expect(await alertsTo(buyer.email)).toHaveLength(1);

    bed.t.clock.advance(DAY);
    const mails = await alertsTo(buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('2 new properties match your saved search');
    expect(mails[0]!.text).toContain(`/property-detail/${second._id}/second-in-udupi`);
    expect(mails[0]!.text).toContain(`/property-detail/${third._id}/third-in-udupi`);
    expect(mails[0]!.text).not.toContain('First in Udupi');
  });

  it('matches a builder project through the same search', async () => {
    const { buyer } = await buyerSaving('kind=builder-project&q=Indiranagar&bhk=2');
    const builder = await bed.t.signUp('Builder');
    const project = await createProject(bed.t.app, builder.token, 'flat');
    const approve = await bed.t.app.inject({
      method: 'POST',
      url: `/api/staff/projects/${project._id}/approve`,
      headers: bearer(bed.staff),
    });
    expect(approve.statusCode).toBe(200);
    const mails = await alertsTo(buyer.email);
    expect(mails).toHaveLength(1);
    // The readable address, as a share and the sitemap give it.
    expect(mails[0]!.text).toContain(`https://nivaas.test${readablePaths.project(project._id, project.projectName)}`);
  });

  it('unsubscribes from the e-mail’s link without signing in, and refuses a forged link', async () => {
    const { buyer, search } = await buyerSaving('city=Belagavi', 'Homes in Belagavi');
    const token = unsubscribeToken(bed.t.app.services.config.jwtSecret, search._id);
    const bad = [400, { message: savedSearchMessages.badUnsubscribeLink }];
    for (const forged of [`${token.slice(0, -2)}xx`, unsubscribeToken('another-secret', search._id), buyer.token]) {
      const refused = await unsubscribe(forged);
      expect([refused.statusCode, refused.json()]).toEqual(bad);
    }

    const response = await unsubscribe(token);
    expect([response.statusCode, response.json()]).toEqual([200, { name: 'Homes in Belagavi' }]);
    const list = await bed.t.app.inject({ method: 'GET', url: '/api/me/saved-searches', headers: bearer(buyer.token) });
    expect(savedSearchesResponseSchema.parse(list.json()).savedSearches[0]).toMatchObject({ alerts: false });
    await approvedFlat('Belagavi');
    expect(await alertsTo(buyer.email)).toEqual([]);
  });

  // Last: it moves the clock 30 days, past every session above.
  it('mails no match that was sold, rented, held or paused after it matched', async () => {
    const { buyer } = await buyerSaving('city=Kollam');
    await approvedFlat('Kollam', 'First in Kollam');
    expect(await alertsTo(buyer.email)).toHaveLength(1);
    const [sold, held, paused] = [
      await approvedFlat('Kollam', 'Sold in Kollam'),
      await approvedFlat('Kollam', 'Held in Kollam'),
      await approvedFlat('Kollam', 'Paused in Kollam'),
    ];
    const rental = await createListing(
      bed.t.app,
      bed.seller.token,
      listingFields('flat', {
        title: 'Rented in Kollam',
        purpose: 'rent',
        location: { ...listingFields().location, city: 'Kollam' },
      }),
    );
    await approveListing(bed.t.app, bed.staff, rental._id);
    // Matched while live, kept for tomorrow's digest (today's is sent).
    expect(await alertsTo(buyer.email)).toHaveLength(1);
    await closeListing(bed.t.app, bed.seller.token, sold._id);
    await closeListing(bed.t.app, bed.seller.token, rental._id);
    await holdByReports(bed.t, held._id);
    await pauseUnconfirmed(bed.t);
    expect((await bed.t.app.inject({ url: `/api/properties/${paused._id}` })).statusCode).toBe(410);

    // The 30 days also ended the testbed's sessions: a new Seller and staff token.
    bed.seller = await bed.t.signUp('Seller');
    bed.staff = await staffToken(bed.t);
    const live = await approvedFlat('Kollam', 'Live in Kollam');
    const mails = await alertsTo(buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(`/property-detail/${live._id}`);
    for (const gone of [sold, rental, held, paused]) expect(mails[0]!.text).not.toContain(gone._id);
  });
});
