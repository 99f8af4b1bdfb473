import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  slotListSchema,
  visitingHoursAnswerSchema,
  visitListSchema,
  visitMessages,
  visitPaths,
  visitSchema,
  type Visit,
} from '@/api/contract/visits';
import { db, resetDb } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { resetVisits } from '@mocks/visits';
import { builderProjects } from './db/schema';
import { askMock, askServerOf, type Call, type Side } from './test/contractSides';
import { testDatabaseKinds } from './test/databases';
import { createProject } from './test/projects';
import { startTestApp, type TestApp } from './test/testApp';

/**
 * The contract suite for site visits (docs/leads.md#site-visits, docs/architecture.md#layers): the
 * stories' MSW handlers and the real server answer the same calls with the same statuses, messages
 * and shapes. Each side has its own builder, buyer, seller and live project; slots are each side's
 * own (the mocks run on a fixed clock).
 */
const mockServer = setupServer(...handlers);
let real: TestApp;
interface People {
  builder: string;
  buyer: string;
  seller: string;
  project: string;
}
const people = {} as Record<Side, People>;

beforeAll(async () => {
  mockServer.listen({ onUnhandledFrame: 'error' });
  resetDb();
  resetVisits();
  const token = (role: string) => db.accounts.find((a) => a.role === role)!.token;
  const mockBuilder = db.accounts.find((a) => a.role === 'Builder')!;
  const mockProject = db.projects.find((p) => p.postedBy === mockBuilder._id && p.reviewState === 'approved')!;
  people.mock = { builder: token('Builder'), buyer: token('Buyer'), seller: token('Seller'), project: mockProject._id };

  const [kind] = testDatabaseKinds();
  real = await startTestApp(kind!);
  const builder = await real.signUp('Builder', { companyName: 'Contract Estates' });
  const project = await createProject(real.app, builder.token, 'flat');
  await real.app.services.db
    .update(builderProjects)
    .set({ reviewState: 'approved' })
    .where(eq(builderProjects.id, project._id));
  people.server = {
    builder: builder.token,
    buyer: (await real.signUp('Buyer')).token,
    seller: (await real.signUp('Seller')).token,
    project: project._id,
  };
});
afterAll(async () => {
  mockServer.close();
  await real.close();
});

async function both(call: (side: Side, who: People) => Call) {
  return {
    mock: await askMock(call('mock', people.mock)),
    server: await askServerOf(real, call('server', people.server)),
  };
}
/** The same status and `{ message }` on both sides. */
async function refusedAlike(call: (side: Side, who: People) => Call, status: number, message: string) {
  const answers = await both(call);
  expect(answers.mock).toEqual({ status, body: { message } });
  expect(answers.server).toEqual(answers.mock);
}

const hoursUrl = (who: People) => visitPaths.visitingHours('builder-project', who.project);
const slotsUrl = (who: People) => visitPaths.visitSlots('builder-project', who.project);
const bookUrl = (who: People) => visitPaths.bookVisit('builder-project', who.project);
const everyDay = { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:30', slotMinutes: 30, capacity: 1 };
const freeSlots = (answer: unknown) =>
  slotListSchema
    .parse(answer)
    .days.flatMap((day) => day.slots)
    .filter((slot) => slot.state === 'free');

/** Each side's visit, booked in its first free slot by its buyer. */
const booked = {} as Record<Side, Visit>;

describe('contract: site visits', () => {
  it("visiting hours: 401 signed out, 403 for another's property, the rule's 400, then saved and read back", async () => {
    const anonymous = await both((_side, who) => ({ method: 'GET', url: hoursUrl(who) }));
    expect([anonymous.mock.status, anonymous.server.status]).toEqual([401, 401]);
    await refusedAlike(
      (_side, who) => ({ method: 'PUT', url: hoursUrl(who), token: who.seller, body: everyDay }),
      403,
      visitMessages.onlyOwner,
    );
    await refusedAlike(
      (_side, who) => ({ method: 'PUT', url: hoursUrl(who), token: who.builder, body: { ...everyDay, to: '00:00' } }),
      400,
      visitMessages.toBeforeFrom,
    );
    const saved = await both((_side, who) => ({
      method: 'PUT',
      url: hoursUrl(who),
      token: who.builder,
      body: everyDay,
    }));
    const read = await both((_side, who) => ({ method: 'GET', url: hoursUrl(who), token: who.builder }));
    for (const answer of [saved.mock, saved.server, read.mock, read.server]) {
      expect(answer.status).toBe(200);
      expect(visitingHoursAnswerSchema.parse(answer.body).hours).toEqual(everyDay);
    }
  });

  it('slots and booking: free slots for anyone; a buyer books one (201), not twice (409); a seller is 403; a moment off the grid is 400', async () => {
    const slots = await both((_side, who) => ({ method: 'GET', url: slotsUrl(who) }));
    const free = { mock: freeSlots(slots.mock.body), server: freeSlots(slots.server.body) };
    for (const side of ['mock', 'server'] as const) expect(free[side].length).toBeGreaterThan(2);
    const first = (side: Side) => free[side][0]!.startsAt;
    await refusedAlike(
      (side, who) => ({ method: 'POST', url: bookUrl(who), token: who.seller, body: { startsAt: first(side) } }),
      403,
      visitMessages.onlyBuyers,
    );
    await refusedAlike(
      (side, who) => ({
        method: 'POST',
        url: bookUrl(who),
        token: who.buyer,
        body: { startsAt: new Date(Date.parse(first(side)) + 60_000).toISOString() },
      }),
      400,
      visitMessages.badSlot,
    );
    const made = await both((side, who) => ({
      method: 'POST',
      url: bookUrl(who),
      token: who.buyer,
      body: { startsAt: first(side) },
    }));
    for (const side of ['mock', 'server'] as const) {
      expect(made[side].status).toBe(201);
      booked[side] = visitSchema.parse(made[side].body);
      expect(booked[side]).toMatchObject({ state: 'booked', side: 'buyer', startsAt: first(side) });
    }
    await refusedAlike(
      (side, who) => ({
        method: 'POST',
        url: bookUrl(who),
        token: who.buyer,
        body: { startsAt: free[side][1]!.startsAt },
      }),
      409,
      visitMessages.alreadyBooked,
    );
    // With one visitor at a time, the booked slot is now full on both sides.
    const after = await both((_side, who) => ({ method: 'GET', url: slotsUrl(who) }));
    for (const side of ['mock', 'server'] as const) {
      const slot = slotListSchema
        .parse(after[side].body)
        .days.flatMap((day) => day.slots)
        .find((s) => s.startsAt === first(side));
      expect(slot).toMatchObject({ state: 'full', seatsLeft: 0 });
    }
  });

  it('a visit: in both lists; moving it needs a reason; an owner cannot mark it before its time; cancelled; an unknown one is 404', async () => {
    const lists = await both((_side, who) => ({ method: 'GET', url: visitPaths.myVisits, token: who.builder }));
    for (const side of ['mock', 'server'] as const)
      expect(visitListSchema.parse(lists[side].body).visits).toContainEqual(
        expect.objectContaining({ _id: booked[side]._id, side: 'owner' }),
      );
    const later = (side: Side, answer: { body: unknown }) =>
      freeSlots(answer.body).find((slot) => slot.startsAt > booked[side].startsAt)!.startsAt;
    const slots = await both((_side, who) => ({ method: 'GET', url: slotsUrl(who) }));
    await refusedAlike(
      (side, who) => ({
        method: 'POST',
        url: visitPaths.rescheduleVisit(booked[side]._id),
        token: who.buyer,
        body: { startsAt: later(side, slots[side]), reason: ' ' },
      }),
      400,
      visitMessages.needsReason,
    );
    const moved = await both((side, who) => ({
      method: 'POST',
      url: visitPaths.rescheduleVisit(booked[side]._id),
      token: who.builder,
      body: { startsAt: later(side, slots[side]), reason: 'The site office is closed then.' },
    }));
    for (const side of ['mock', 'server'] as const)
      expect(visitSchema.parse(moved[side].body)).toMatchObject({
        state: 'booked',
        rescheduledFrom: booked[side].startsAt,
        reason: 'The site office is closed then.',
        changedBy: 'owner',
        side: 'owner',
      });
    await refusedAlike(
      (side, who) => ({
        method: 'POST',
        url: visitPaths.visitOutcome(booked[side]._id),
        token: who.buyer,
        body: { outcome: 'visited' },
      }),
      403,
      visitMessages.onlyOwnerMarks,
    );
    await refusedAlike(
      (side, who) => ({
        method: 'POST',
        url: visitPaths.visitOutcome(booked[side]._id),
        token: who.builder,
        body: { outcome: 'visited' },
      }),
      409,
      visitMessages.notYet,
    );
    const cancelled = await both((side, who) => ({
      method: 'POST',
      url: visitPaths.cancelVisit(booked[side]._id),
      token: who.buyer,
      body: { reason: 'We found a flat.' },
    }));
    for (const side of ['mock', 'server'] as const)
      expect(visitSchema.parse(cancelled[side].body)).toMatchObject({ state: 'cancelled', changedBy: 'buyer' });
    await refusedAlike(
      (side, who) => ({
        method: 'POST',
        url: visitPaths.cancelVisit(booked[side]._id),
        token: who.buyer,
        body: { reason: 'Again.' },
      }),
      409,
      visitMessages.notBooked,
    );
    await refusedAlike(
      (_side, who) => ({
        method: 'POST',
        url: visitPaths.cancelVisit('00000000-0000-4000-8000-000000000000'),
        token: who.buyer,
        body: { reason: 'Who?' },
      }),
      404,
      visitMessages.notFound,
    );
  });
});
