import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { savedSearchSchema } from '@/api/contract';
import { indiaDay } from '../alerts/alerts';
import { alertMatches, listings, savedSearches } from '../db/schema';
import { createOutboxMailer, type MailMessage, type Mailer } from '../mail/mailer';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, listingFields, staffToken } from '../test/listings';
import { bearer, startTestApp, type TestApp } from '../test/testApp';
import { jobsCommand } from './cli';

const DAY = 24 * 60 * 60 * 1000;
const quiet = { info: () => undefined } as unknown as FastifyBaseLogger;

/** The outbox, failing the sends a test asks to fail with a message a mail server might give. */
function failingMailer(now: () => Date) {
  const outbox = createOutboxMailer(quiet, now);
  const control = { fail: (_message: MailMessage): string | null => null };
  const mailer: Mailer = {
    async send(message) {
      const refusal = control.fail(message);
      if (refusal) throw new Error(refusal);
      await outbox.send(message);
    },
    outbox: outbox.outbox,
  };
  return { mailer, control };
}

/** docs/jobs.md: retries with back-off, the digest marked sent only once delivered, the CLI. */
describe.each(testDatabaseKinds())('the job queue on $name', (kind) => {
  let t: TestApp;
  let mail: ReturnType<typeof failingMailer>;
  beforeAll(async () => {
    let now = () => new Date();
    mail = failingMailer(() => now());
    t = await startTestApp(kind, { mailer: mail.mailer });
    now = t.clock.now;
    // Noon in India: the test's day does not turn over while it runs.
    const at = t.clock.now().getTime();
    t.clock.advance(Date.parse(`${indiaDay(new Date(at))}T12:00:00+05:30`) + DAY - at);
  });
  afterAll(() => t?.close());

  const mailsTo = (email: string, subject = '') =>
    t.app.services.mailer.outbox().filter((m) => m.to === email && m.subject.startsWith(subject));
  const digestsTo = (email: string) => mailsTo(email, 'New on Nivaas');

  it('keeps a digest the mailer refused unsent, and delivers it once on the retry', async () => {
    const buyer = await t.signUp('Buyer');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      payload: { name: 'Flats in Kochi', query: 'city=Kochi' },
      headers: bearer(buyer.token),
    });
    const search = savedSearchSchema.parse(saved.json());
    const seller = await t.signUp('Seller');
    const listing = await createListing(
      t.app,
      seller.token,
      listingFields('flat', { title: 'Flat in Kochi', location: { ...listingFields().location, city: 'Kochi' } }),
    );
    let refused = 0;
    mail.control.fail = (message) =>
      message.to === buyer.email && refused++ === 0 ? '421 mail.nivaas.test is busy, try later' : null;
    await approveListing(t.app, await staffToken(t), listing._id);

    await t.app.services.jobs.runDue();
    expect(refused).toBe(1);
    expect(digestsTo(buyer.email)).toEqual([]);
    const { db } = t.app.services;
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, search._id));
    expect(row!.lastDigestOn).toBeNull();
    const [match] = await db.select().from(alertMatches).where(eq(alertMatches.searchId, search._id));
    expect(match!.sentAt).toBeNull();
    const [waiting] = (await t.app.services.jobs.list({ state: 'waiting' })).filter((j) => j.name === 'alert-digest');
    // Tried once, waiting for its retry with the refusal kept.
    expect(waiting).toMatchObject({ retries: 0, error: '421 mail.nivaas.test is busy, try later' });

    // The back-off has not passed: nothing is sent yet.
    await t.app.services.jobs.runDue();
    expect(digestsTo(buyer.email)).toEqual([]);

    t.clock.advance(60_000);
    await t.app.services.jobs.runDue();
    await t.app.services.jobs.runDue();
    const mails = digestsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/property-detail/${listing._id}/flat-in-kochi`);
    const [sent] = await db.select().from(savedSearches).where(eq(savedSearches.id, search._id));
    expect(sent!.lastDigestOn).toBe(indiaDay(t.clock.now()));
  });

  it('keeps a 25-day reminder the mailer refused unmarked, and sends it once on the retry', async () => {
    const seller = await t.signUp('Seller');
    const listing = await createListing(t.app, seller.token, listingFields('flat', { title: 'Flat to confirm' }));
    await approveListing(t.app, await staffToken(t), listing._id);
    let refused = 0;
    const isReminder = (message: MailMessage) =>
      message.to === seller.email && message.subject.startsWith('Is "Flat to confirm"');
    mail.control.fail = (message) =>
      isReminder(message) && refused++ === 0 ? '421 mail.nivaas.test is busy, try later' : null;
    const remindersTo = () => mailsTo(seller.email, 'Is "Flat to confirm"');
    const remindedAt = async () =>
      (await t.app.services.db.select().from(listings).where(eq(listings.id, listing._id)))[0]!.remindedAt;

    t.clock.advance(26 * DAY);
    await t.app.services.jobs.runDue();
    expect(refused).toBe(1);
    expect(remindersTo()).toEqual([]);
    expect(await remindedAt()).toBeNull();

    // Past the first back-off (a minute, doubled): the sweep due meanwhile queues no second one.
    t.clock.advance(10 * 60_000);
    const retried = t.clock.now();
    await t.app.services.jobs.runDue();
    await t.app.services.jobs.runDue();
    expect(remindersTo()).toHaveLength(1);
    expect((await remindedAt())!.getTime()).toBeGreaterThanOrEqual(retried.getTime());
    // Reminded in this period: later sweeps send nothing more.
    t.clock.advance(60 * 60 * 1000);
    await t.app.services.jobs.runDue();
    expect(remindersTo()).toHaveLength(1);
  });

  it('lists a job that failed every try with its error, and runs it again on `retry`', async () => {
    // A buyer's inquiry queues the owner's notify-mail job; the owner's mailbox refuses every try.
    const owner = await t.signUp('Seller');
    const buyer = await t.signUp('Buyer');
    const listing = await createListing(t.app, owner.token, listingFields('flat', { title: 'Flat in Kochi' }));
    await approveListing(t.app, await staffToken(t), listing._id);
    await t.app.services.jobs.runDue();
    const to = owner.email;
    const inquiryMails = () => mailsTo(to).filter((m) => m.text.includes('asked about'));
    mail.control.fail = (message) => (message.to === to ? '550 mailbox unavailable' : null);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing._id}/inquiries`,
      payload: { name: 'Asha Rao', message: 'Is it still available?' },
      headers: bearer(buyer.token),
    });
    expect(asked.statusCode).toBe(201);
    // Each pass moves the clock past the back-off (1 minute, doubling, at most 6 hours).
    for (let pass = 0; pass < 12; pass += 1) {
      await t.app.services.jobs.runDue();
      t.clock.advance(6 * 60 * 60 * 1000);
    }
    const lines: string[] = [];
    expect(await jobsCommand(t.app.services.jobs, [], (text) => lines.push(text))).toBe(0);
    const [failed] = lines
      .join('\n')
      .split('\n')
      .filter((line) => line.includes('550 mailbox unavailable'));
    expect(failed).toMatch(/^(\S+)\s+notify-mail\s+failed\s+tries 9\/9 .* error: 550 mailbox unavailable$/);
    expect(inquiryMails()).toEqual([]);

    mail.control.fail = () => null;
    const id = failed!.split(/\s+/)[0]!;
    lines.length = 0;
    expect(await jobsCommand(t.app.services.jobs, ['retry', id], (text) => lines.push(text))).toBe(0);
    expect(lines).toEqual([`Job ${id} is queued again.`]);
    await t.app.services.jobs.runDue();
    expect(inquiryMails()).toHaveLength(1);
    expect((await t.app.services.jobs.list({ state: 'failed' })).map((job) => job.id)).not.toContain(id);
    // Only a failed job is retried.
    expect(await jobsCommand(t.app.services.jobs, ['retry', id], () => undefined)).toBe(1);
  });
});
