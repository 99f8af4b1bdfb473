import { describe, expect, it } from 'vitest';
import { listingStatuses, PAUSE_AFTER_DAYS, reviewStates, DAY_MS } from '@/api/contract';
import {
  audiences,
  detailSentence,
  listingStatusFacts,
  projectStatusFacts,
  statusCounts,
  statusOf,
  statusSentence,
  type StatusFacts,
} from '.';

const listing = (facts: Omit<StatusFacts, 'kind'> = {}): StatusFacts => ({ kind: 'listing', ...facts });
const approved = (listingStatus: StatusFacts['listingStatus']) => listing({ reviewState: 'approved', listingStatus });

/** Each state a listing can be in, by the name the table below uses. */
const states = {
  pending_review: listing({ reviewState: 'pending_review' }),
  rejected: listing({ reviewState: 'rejected' }),
  live: approved('live'),
  paused: approved('paused'),
  held: approved('held'),
  sold: approved('sold'),
  rented: approved('rented'),
};

describe('statusOf (docs/review.md#status-said-once)', () => {
  it('says each state of a listing to each audience in one sentence', () => {
    const table = Object.fromEntries(
      Object.entries(states).map(([name, facts]) => [
        name,
        Object.fromEntries(audiences.map((audience) => [audience, statusSentence(statusOf(facts, audience))])),
      ]),
    );
    expect(table).toEqual({
      pending_review: {
        owner: 'Pending Review: our team reviews it before buyers see it.',
        buyer: 'No longer available: this property was withdrawn from Nivaas.',
        staff: 'Pending Review: waiting for a decision.',
      },
      rejected: {
        owner: 'Rejected: our team sent it back with a reason.',
        buyer: 'No longer available: this property was withdrawn from Nivaas.',
        staff: 'Rejected: sent back to its owner.',
      },
      live: {
        owner: 'Live: buyers can find this listing and send you inquiries.',
        buyer: 'Available: this property is on the market.',
        staff: 'Live: buyers find it in search.',
      },
      paused: {
        owner: 'Paused: confirm it is still available.',
        buyer: 'No longer available: this property is off the market for now.',
        staff: 'Paused: out of search until its owner confirms it is still available.',
      },
      held: {
        owner: 'Paused: buyers reported it, and the Nivaas team is checking.',
        buyer: 'No longer available: this property is off the market for now.',
        staff: 'Held: out of search until the team decides.',
      },
      sold: {
        owner: 'Sold: buyers no longer see it.',
        buyer: 'Sold: this property has been sold.',
        staff: 'Sold: out of search, marked sold by its owner.',
      },
      rented: {
        owner: 'Rented out: buyers no longer see it.',
        buyer: 'Rented out: this property has been rented out.',
        staff: 'Rented: out of search, marked rented out by its owner.',
      },
    });
  });

  it('gives each a tone for its badge: live is green, waiting amber, sent back red, gone grey', () => {
    const tones = (audience: (typeof audiences)[number]) =>
      Object.values(states).map((facts) => statusOf(facts, audience).tone);
    expect(tones('owner')).toEqual(['warning', 'danger', 'success', 'warning', 'warning', 'neutral', 'neutral']);
    expect(tones('buyer')).toEqual(['neutral', 'neutral', 'success', 'neutral', 'neutral', 'neutral', 'neutral']);
    expect(tones('staff')).toEqual(['warning', 'danger', 'success', 'warning', 'warning', 'neutral', 'neutral']);
  });

  it('never says Live, to anyone, of a listing buyers do not find', () => {
    for (const status of listingStatuses.filter((s) => s !== 'live'))
      for (const audience of audiences) {
        const said = statusOf(approved(status), audience);
        expect(said.inSearch).toBe(false);
        expect(statusSentence(said)).not.toMatch(/\blive\b|buyers can find/i);
      }
    for (const reviewState of reviewStates.filter((s) => s !== 'approved'))
      expect(statusOf(listing({ reviewState }), 'staff').label).not.toMatch(/live/i);
  });

  it('says a project is live to its owner without inquiries, which projects do not take', () => {
    expect(statusSentence(statusOf(projectStatusFacts({ reviewState: 'approved' }), 'owner'))).toBe(
      'Live: buyers can find this project.',
    );
    expect(statusOf(projectStatusFacts({ reviewState: 'rejected' }), 'buyer').label).toBe('No longer available');
  });

  it('reads an answer from before the fields as approved and live', () => {
    expect(statusOf({ kind: 'listing' }, 'buyer')).toMatchObject({ standing: 'live', inSearch: true });
    expect(statusOf({ kind: 'project' }, 'owner').label).toBe('Live');
  });

  it('counts a listing unconfirmed for 30 days as paused for its owner, before the sweep pauses it', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const confirmedAt = new Date(now.getTime() - PAUSE_AFTER_DAYS * DAY_MS).toISOString();
    const overdue = listingStatusFacts({ reviewState: 'approved', status: 'live', confirmedAt });
    expect(statusOf(overdue, 'owner', now).label).toBe('Paused');
    expect(statusOf(overdue, 'owner').label).toBe('Live');
  });

  it('writes the detail alone as a sentence for a thread', () => {
    expect(detailSentence(statusOf(states.sold, 'buyer'))).toBe('This property has been sold.');
  });
});

describe('statusCounts (docs/review.md#status-said-once)', () => {
  it('counts each standing once, and all of them', () => {
    const items = [...Object.values(states), approved('live'), projectStatusFacts({ reviewState: 'approved' })];
    expect(statusCounts(items)).toEqual({
      all: 9,
      pending_review: 1,
      rejected: 1,
      live: 3,
      paused: 1,
      held: 1,
      sold: 1,
      rented: 1,
    });
  });

  it('counts nothing in an empty list', () => {
    expect(statusCounts([]).all).toBe(0);
    expect(statusCounts([]).live).toBe(0);
  });
});
