import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@/api/contract';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { startTestApp, type TestApp } from '../test/testApp';

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL');

/**
 * docs/jobs.md#schedules: two API instances on one PostgreSQL database, both finding the same
 * schedules due at the same moment. Each scheduled job runs once, on one of them. (PGlite is one
 * process's database: there is no second instance to race.)
 */
describe.skipIf(!postgres)('scheduled jobs across two instances on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp(postgres!);
    second = await startTestApp(postgres!, { config: { database: first.app.services.config.database } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs the listing sweep once and sends its one reminder once', async () => {
    const seller = await first.signUp('Seller');
    const listing = await createListing(first.app, seller.token, listingFields('flat', { title: 'Swept once' }));
    await approveListing(first.app, await staffToken(first), listing._id);
    // Both clocks 26 days on: the listing is due its 25-day reminder.
    for (const instance of [first, second]) instance.clock.advance(26 * DAY_MS);

    await Promise.all([first.app.services.jobs.runDue(), second.app.services.jobs.runDue()]);

    const completed = await first.app.services.jobs.list({ state: 'completed' });
    const runsOf = (name: string) => completed.filter((job) => job.name === name).length;
    expect(runsOf('listing-sweep')).toBe(1);
    expect(runsOf('media-cleanup')).toBe(1);
    expect(runsOf('alert-digests')).toBe(1);
    const reminders = [first, second].flatMap((instance) =>
      instance.app.services.mailer.outbox().filter((m) => m.to === seller.email && m.subject.startsWith('Is "')),
    );
    expect(reminders).toHaveLength(1);
  });
});
