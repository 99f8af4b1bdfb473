import { describe, expect, it } from 'vitest';
import { REPORTS_TO_HOLD, listingSchema } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, establishedUser, listingFields, useListingTestbed } from '../test/listings';
import { bearer } from '../test/testApp';
import { REPORTS_PER_DAY } from './reportService';

/**
 * Reports sent at once (issue #30, hole 4): the day's limit per reporter is counted with the insert,
 * and a listing's reports are weighed one at a time, so a burst neither passes the limit nor, from
 * enough accounts that count, misses the hold. PostgreSQL is where the burst runs in parallel.
 */
describe.each(testDatabaseKinds())('reports sent at once on $name', (kind) => {
  const bed = useListingTestbed(kind);
  let n = 0;
  async function liveListing() {
    const listing = await createListing(
      bed.t.app,
      bed.seller.token,
      listingFields('flat', { title: `Burst flat ${(n += 1)}` }),
    );
    await approveListing(bed.t.app, bed.staff, listing._id);
    return listing._id;
  }
  const report = (id: string, token: string) =>
    bed.t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/reports`,
      headers: bearer(token),
      payload: { reason: 'sold' },
    });

  it(`keep one reporter to ${REPORTS_PER_DAY} a day, however many are sent together`, async () => {
    const reporter = await establishedUser(bed.t);
    const ids: string[] = [];
    for (let i = 0; i < REPORTS_PER_DAY + 5; i += 1) ids.push(await liveListing());
    const statuses = (await Promise.all(ids.map((id) => report(id, reporter.token)))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REPORTS_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('hold the listing when the reports that count arrive together', async () => {
    const id = await liveListing();
    const reporters = [];
    for (let i = 0; i < REPORTS_TO_HOLD; i += 1) reporters.push(await establishedUser(bed.t));
    const answers = await Promise.all(reporters.map((reporter) => report(id, reporter.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(reporters.map(() => 201));
    const listing = await bed.t.app.inject({ url: `/api/properties/${id}`, headers: bearer(bed.seller.token) });
    expect(listingSchema.parse(listing.json()).status).toBe('held');
  });
});
