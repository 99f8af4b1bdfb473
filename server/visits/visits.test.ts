import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuilderProject, type Session } from '@/api/contract';
import { leadListSchema } from '@/api/contract/leads';
import { notificationPageSchema } from '@/api/contract/notifications';
import {
  indiaMoment,
  slotListSchema,
  visitMessages,
  visitPaths,
  visitSchema,
  visitListSchema,
  visitingHoursAnswerSchema,
  type VisitingHours,
} from '@/api/contract/visits';
import { builderProjects } from '../db/schema';
import { testDatabaseKinds } from '../test/databases';
import { approveListing, createListing, staffToken } from '../test/listings';
import { createProject } from '../test/projects';
import { bearer, startTestApp, type TestApp } from '../test/testApp';

const HOUR = 3_600_000;
const hours: VisitingHours = { days: [1, 2, 3, 4, 5, 6, 7], from: '10:00', to: '12:00', slotMinutes: 30, capacity: 2 };

/** docs/leads.md#site-visits: visiting hours, slots in India's days, bookings and their rules. */
describe.each(testDatabaseKinds())('site visits on $name', (kind) => {
  let t: TestApp;
  let builder: Session;
  let otherBuilder: Session;
  let buyer: Session;
  let project: BuilderProject;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Monday 7 Dec 2026, 10:40 in India (before signing up: sessions last 7 days on this clock):
    // today's 10:00 and 10:30 slots have passed.
    t.clock.advance(indiaMoment('2026-12-07', 10 * 60 + 40).getTime() - t.clock.now().getTime());
    builder = await t.signUp('Builder', { name: 'Skyline Developers' });
    otherBuilder = await t.signUp('Builder');
    buyer = await t.signUp('Buyer', { name: 'Asha Rao' });
    project = await createProject(t.app, builder.token, 'villa');
    await t.app.services.db
      .update(builderProjects)
      .set({ reviewState: 'approved' })
      .where(eq(builderProjects.id, project._id));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const hoursPath = () => visitPaths.visitingHours('builder-project', project._id);
  const slotsOf = async () =>
    slotListSchema.parse((await call('GET', visitPaths.visitSlots('builder-project', project._id))).json());
  const book = (token: string, startsAt: string) =>
    call('POST', visitPaths.bookVisit('builder-project', project._id), token, { startsAt });
  const at = (day: string, time: string) =>
    indiaMoment(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3))).toISOString();
  const notificationsOf = async (token: string) =>
    notificationPageSchema.parse((await call('GET', '/api/me/notifications', token)).json()).notifications;
  const stageOf = async () =>
    leadListSchema
      .parse((await call('GET', '/api/me/leads', builder.token)).json())
      .leads.find((l) => l.buyer.name === 'Asha Rao')?.stage;

  it('refuses visiting hours out of bounds, each with a clear message; only the owner sets them', async () => {
    const refused = async (body: object, message: string) => {
      const response = await call('PUT', hoursPath(), builder.token, { ...hours, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    };
    await refused({ days: [] }, visitMessages.noDays);
    await refused({ from: '12:00', to: '10:00' }, visitMessages.toBeforeFrom);
    await refused({ from: '10:00', to: '10:20' }, visitMessages.noSlotFits);
    await refused({ from: '25:00' }, visitMessages.badTime);
    await refused({ slotMinutes: 20 }, visitMessages.badSlotLength);
    await refused({ capacity: 0 }, visitMessages.badCapacity);
    await refused({ capacity: 21 }, visitMessages.badCapacity);
    for (const token of [buyer.token, otherBuilder.token]) {
      const response = await call('PUT', hoursPath(), token, hours);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: visitMessages.onlyOwner });
    }
    expect(
      (await call('PUT', visitPaths.visitingHours('builder-project', 'no-such'), builder.token, hours)).statusCode,
    ).toBe(404);
    expect(await slotsOf()).toEqual({ hasHours: false, days: [] });
    expect((await book(buyer.token, at('2026-12-08', '10:00'))).json()).toEqual({ message: visitMessages.noHours });
  });

  it('sets the hours and shows 14 days of slots in India, the passed ones past', async () => {
    const saved = await call('PUT', hoursPath(), builder.token, hours);
    expect(saved.statusCode).toBe(200);
    expect(visitingHoursAnswerSchema.parse(saved.json())).toEqual({ hours, title: project.projectName });
    expect(visitingHoursAnswerSchema.parse((await call('GET', hoursPath(), builder.token)).json()).hours).toEqual(
      hours,
    );
    const { hasHours, days } = await slotsOf();
    expect(hasHours).toBe(true);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({
      day: '2026-12-07',
      slots: [
        { startsAt: '2026-12-07T04:30:00.000Z', state: 'past', seatsLeft: 0 },
        { startsAt: '2026-12-07T05:00:00.000Z', state: 'past', seatsLeft: 0 },
        { startsAt: '2026-12-07T05:30:00.000Z', state: 'free', seatsLeft: 2 },
        { startsAt: '2026-12-07T06:00:00.000Z', state: 'free', seatsLeft: 2 },
      ],
    });
    expect(days[13]!.day).toBe('2026-12-20');
  });

  it('books a slot without a phone number: the thread, the lead and the builder are told', async () => {
    const past = await book(buyer.token, at('2026-12-07', '10:30'));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: visitMessages.pastSlot });
    const offGrid = await book(buyer.token, at('2026-12-08', '10:10'));
    expect(offGrid.json()).toEqual({ message: visitMessages.badSlot });
    const byBuilder = await book(builder.token, at('2026-12-08', '10:00'));
    expect(byBuilder.statusCode).toBe(403);
    expect(byBuilder.json()).toEqual({ message: visitMessages.onlyBuyers });

    const booked = await book(buyer.token, at('2026-12-08', '10:00'));
    expect(booked.statusCode).toBe(201);
    const visit = visitSchema.parse(booked.json());
    expect(visit).toMatchObject({ state: 'booked', side: 'buyer', title: project.projectName, buyerName: 'Asha Rao' });
    expect(await stageOf()).toBe('visit-booked');
    const [told] = await notificationsOf(builder.token);
    expect(told).toMatchObject({ kind: 'visit-booked', link: '/builder/leads' });
    expect(told!.text).toBe(`Asha Rao booked a site visit to "${project.projectName}" on Tue, 8 Dec, 10:00 am`);
    const again = await book(buyer.token, at('2026-12-09', '10:00'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: visitMessages.alreadyBooked });
    const mine = visitListSchema.parse((await call('GET', visitPaths.myVisits, builder.token)).json()).visits;
    expect(mine.map((v) => [v._id, v.side])).toEqual([[visit._id, 'owner']]);
  });

  it('lets exactly one of many concurrent bookings take the last seat of a slot', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => t.signUp('Buyer')));
    const slot = at('2026-12-08', '10:00'); // one of two seats taken above
    const answers = await Promise.all(buyers.map((b) => book(b.token, slot)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual({ message: visitMessages.fullSlot });
    const slots = (await slotsOf()).days[1]!.slots;
    expect(slots[0]).toEqual({ startsAt: slot, state: 'full', seatsLeft: 0 });
  });

  it('either side reschedules or cancels with a reason; the other side is told; strangers see nothing', async () => {
    const [visit] = visitListSchema.parse((await call('GET', visitPaths.myVisits, buyer.token)).json()).visits;
    const noReason = await call('POST', visitPaths.rescheduleVisit(visit!._id), builder.token, {
      startsAt: at('2026-12-09', '11:00'),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(visitMessages.needsReason);
    const stranger = await call('POST', visitPaths.cancelVisit(visit!._id), otherBuilder.token, { reason: 'No' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: visitMessages.notFound });

    const moved = await call('POST', visitPaths.rescheduleVisit(visit!._id), builder.token, {
      startsAt: at('2026-12-09', '11:00'),
      reason: 'Site office closed on Tuesday',
    });
    expect(moved.statusCode).toBe(200);
    expect(visitSchema.parse(moved.json())).toMatchObject({
      startsAt: at('2026-12-09', '11:00'),
      rescheduledFrom: at('2026-12-08', '10:00'),
      reason: 'Site office closed on Tuesday',
      changedBy: 'owner',
      side: 'owner',
    });
    expect((await notificationsOf(buyer.token))[0]).toMatchObject({ kind: 'visit-changed', link: '/buyer' });

    const cancelled = await call('POST', visitPaths.cancelVisit(visit!._id), buyer.token, { reason: 'Plans changed' });
    expect(visitSchema.parse(cancelled.json())).toMatchObject({
      state: 'cancelled',
      reason: 'Plans changed',
      changedBy: 'buyer',
    });
    expect((await notificationsOf(builder.token))[0]!.text).toContain('cancelled the site visit');
    const twice = await call('POST', visitPaths.cancelVisit(visit!._id), buyer.token, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: visitMessages.notBooked });
  });

  it('reminds both sides the day before, once, on the app clock', async () => {
    const booked = visitSchema.parse((await book(buyer.token, at('2026-12-10', '11:30'))).json());
    // Wednesday 9 Dec, 09:00 in India: the visit is tomorrow.
    t.clock.advance(indiaMoment('2026-12-09', 9 * 60).getTime() - t.clock.now().getTime());
    await t.app.services.jobs.runDue();
    const reminders = async (token: string) =>
      (await notificationsOf(token)).filter((n) => n.kind === 'visit-reminder');
    expect((await reminders(buyer.token)).map((n) => n.text)).toEqual([
      `Reminder: your site visit to "${project.projectName}" is tomorrow, Thu, 10 Dec, 11:30 am`,
    ]);
    expect(await reminders(builder.token)).toHaveLength(1);
    const mails = t.app.services.mailer.outbox().filter((m) => m.text.includes('Reminder: your site visit'));
    expect(mails).toHaveLength(1);
    t.clock.advance(2 * HOUR);
    await t.app.services.jobs.runDue();
    expect(await reminders(buyer.token)).toHaveLength(1);
    expect(booked.state).toBe('booked');
  });

  it('marks visited or a no-show only after the slot, only by the owner; visited moves the lead', async () => {
    const [visit] = visitListSchema
      .parse((await call('GET', visitPaths.myVisits, buyer.token)).json())
      .visits.filter((v) => v.state === 'booked');
    const early = await call('POST', visitPaths.visitOutcome(visit!._id), builder.token, { outcome: 'visited' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: visitMessages.notYet });
    t.clock.advance(indiaMoment('2026-12-10', 12 * 60).getTime() - t.clock.now().getTime());
    const byBuyer = await call('POST', visitPaths.visitOutcome(visit!._id), buyer.token, { outcome: 'visited' });
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toEqual({ message: visitMessages.onlyOwnerMarks });
    const bad = await call('POST', visitPaths.visitOutcome(visit!._id), builder.token, { outcome: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const marked = await call('POST', visitPaths.visitOutcome(visit!._id), builder.token, { outcome: 'visited' });
    expect(visitSchema.parse(marked.json()).state).toBe('visited');
    expect(await stageOf()).toBe('visited');
  });

  it('lets one of a cancellation and a mark racing each other change a visit; the other finds it no longer booked', async () => {
    const started = visitListSchema
      .parse((await call('GET', visitPaths.myVisits, builder.token)).json())
      .visits.find((v) => v.state === 'booked' && v.started);
    const [cancelled, marked] = await Promise.all([
      call('POST', visitPaths.cancelVisit(started!._id), builder.token, { reason: 'The site is closed' }),
      call('POST', visitPaths.visitOutcome(started!._id), builder.token, { outcome: 'no-show' }),
    ]);
    expect([cancelled.statusCode, marked.statusCode].sort()).toEqual([200, 409]);
    const refused = cancelled.statusCode === 409 ? cancelled : marked;
    expect(refused.json()).toEqual({ message: visitMessages.notBooked });
  });

  it('lets a seller set hours on their listing and a buyer book a slot on it; the seller sees the booking', async () => {
    // Thursday 10 Dec, 12:00 in India (the clock of the case above): Friday 11 Dec's slots are free.
    const seller = await t.signUp('Seller', { name: 'Vikram Shah' });
    const listing = await createListing(t.app, seller.token);
    await approveListing(t.app, await staffToken(t), listing._id);
    const listingHours = visitPaths.visitingHours('listing', listing._id);
    const listingHoursOf = { ...hours, days: [5], slotMinutes: 60 as const, capacity: 1 };
    expect((await call('PUT', listingHours, builder.token, listingHoursOf)).statusCode).toBe(403);
    const saved = await call('PUT', listingHours, seller.token, listingHoursOf);
    expect(saved.statusCode).toBe(200);
    expect(visitingHoursAnswerSchema.parse(saved.json())).toEqual({ hours: listingHoursOf, title: listing.title });
    const slots = slotListSchema.parse((await call('GET', visitPaths.visitSlots('listing', listing._id))).json());
    expect(slots.days.find((d) => d.day === '2026-12-11')!.slots).toEqual([
      { startsAt: at('2026-12-11', '10:00'), state: 'free', seatsLeft: 1 },
      { startsAt: at('2026-12-11', '11:00'), state: 'free', seatsLeft: 1 },
    ]);

    const booked = await call('POST', visitPaths.bookVisit('listing', listing._id), buyer.token, {
      startsAt: at('2026-12-11', '11:00'),
    });
    expect(booked.statusCode).toBe(201);
    const visit = visitSchema.parse(booked.json());
    expect(visit).toMatchObject({ kind: 'listing', propertyId: listing._id, state: 'booked', side: 'buyer' });
    expect(visit).toMatchObject({ title: listing.title, ownerName: 'Vikram Shah', slotMinutes: 60 });
    const seen = visitListSchema.parse((await call('GET', visitPaths.myVisits, seller.token)).json()).visits;
    expect(seen.map((v) => [v._id, v.side, v.buyerName, v.startsAt])).toEqual([
      [visit._id, 'owner', 'Asha Rao', at('2026-12-11', '11:00')],
    ]);
    const [told] = await notificationsOf(seller.token);
    expect(told).toMatchObject({ kind: 'visit-booked', link: '/seller/leads' });
    expect(told!.text).toBe(`Asha Rao booked a site visit to "${listing.title}" on Fri, 11 Dec, 11:00 am`);
    const lead = leadListSchema.parse((await call('GET', '/api/me/leads', seller.token)).json()).leads;
    expect(lead.map((l) => [l.buyer.name, l.stage])).toEqual([['Asha Rao', 'visit-booked']]);
    // The one seat is taken: another buyer is refused.
    const other = await t.signUp('Buyer');
    const full = await call('POST', visitPaths.bookVisit('listing', listing._id), other.token, {
      startsAt: at('2026-12-11', '11:00'),
    });
    expect([full.statusCode, full.json()]).toEqual([409, { message: visitMessages.fullSlot }]);
  });
});
