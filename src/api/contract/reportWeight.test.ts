import { describe, expect, it } from 'vitest';
import { holdsListing, normalizeMailbox, weighReports, type ReportToWeigh } from './reportWeight';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T10:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
/** A report filed now by an account of the given age with nothing else to its name. */
const aReport = (change: Partial<ReportToWeigh> = {}): ReportToWeigh => ({
  email: 'asha@example.in',
  accountSince: daysAgo(30),
  approvedItemSince: null,
  reportedAt: now,
  dismissedHere: false,
  dismissedRecently: 0,
  ...change,
});

/** docs/listings.md#report-weight */
describe('normalizeMailbox', () => {
  it.each([
    ['Rival@Gmail.com', 'rival@gmail.com'],
    ['r.i.v.a.l+a@gmail.com', 'rival@gmail.com'],
    ['ri.val+x+y@googlemail.com', 'rival@gmail.com'],
    ['rival+a@outlook.com', 'rival@outlook.com'],
    // Dots matter outside Gmail.
    ['ri.val@outlook.com', 'ri.val@outlook.com'],
    ['ri.val+tag@company.co.in', 'ri.val@company.co.in'],
    // A leading '+' is no tag.
    ['+rival@example.in', '+rival@example.in'],
  ])('%s is the mailbox %s', (email, mailbox) => {
    expect(normalizeMailbox(email)).toBe(mailbox);
  });
});

describe('weighReports', () => {
  it('counts established accounts, one per mailbox', () => {
    const weights = weighReports([
      aReport({ email: 'asha@gmail.com' }),
      aReport({ email: 'a.sha+2@gmail.com' }),
      aReport({ email: 'karan@example.in' }),
      aReport({ email: 'meera@example.in' }),
    ]);
    expect(weights).toEqual(['counts', 'same mailbox', 'counts', 'counts']);
    expect(holdsListing(weights)).toBe(true);
    expect(holdsListing(weights.slice(0, 3))).toBe(false);
  });

  it('weighs an account by its age when it reported, 14 days, or an approval before the report', () => {
    expect(weighReports([aReport({ accountSince: daysAgo(13.9) })])).toEqual(['new account']);
    expect(weighReports([aReport({ accountSince: daysAgo(14) })])).toEqual(['counts']);
    const newSeller = { accountSince: daysAgo(1) };
    expect(weighReports([aReport({ ...newSeller, approvedItemSince: daysAgo(0.5) })])).toEqual(['counts']);
    expect(weighReports([aReport({ ...newSeller, approvedItemSince: new Date(now.getTime() + 1) })])).toEqual([
      'new account',
    ]);
  });

  it('a new account does not use up its mailbox for an established one', () => {
    expect(
      weighReports([
        aReport({ email: 'asha+new@gmail.com', accountSince: daysAgo(1) }),
        aReport({ email: 'asha@gmail.com' }),
      ]),
    ).toEqual(['new account', 'counts']);
  });

  it('a report dismissed before on the listing, or a serial dismissed reporter, weighs nothing', () => {
    expect(weighReports([aReport({ dismissedHere: true })])).toEqual(['dismissed before']);
    expect(weighReports([aReport({ dismissedRecently: 2 })])).toEqual(['counts']);
    expect(weighReports([aReport({ dismissedRecently: 3, dismissedHere: true })])).toEqual(['often dismissed']);
  });
});
