import { describe, expect, it } from 'vitest';
import { aListing, aProject } from '@mocks/factories';
import { editableVersion, revisionDate, revisionNote, revisionTexts, savedEditMessage } from '.';

const live = aListing({ title: 'Live flat', price: 9_500_000, reviewState: 'approved' });
const withRevision = (state: 'pending_review' | 'rejected', reason?: string) => ({
  ...live,
  revision: {
    state,
    reason,
    submittedAt: '2026-11-27T06:00:00.000Z',
    updatedAt: '2026-11-27T08:00:00.000Z',
    version: { ...live, title: 'Changed flat', price: 12_000_000 },
  },
});

describe('revisionDate', () => {
  it('reads the day and short month, in en-IN', () => {
    expect(revisionDate('2026-11-27T06:00:00.000Z')).toBe('27 Nov');
  });
  it('counts the day in India: 8 pm UTC on the 26th is the 27th there', () => {
    expect(revisionDate('2026-11-26T20:00:00.000Z')).toBe('27 Nov');
  });
  it('is empty for a value that is not a date', () => {
    expect(revisionDate('not a date')).toBe('');
  });
});

describe('revisionNote (docs/review.md#revisions)', () => {
  it('says nothing when no changes wait', () => {
    expect(revisionNote(live)).toBeUndefined();
  });
  it("waiting changes: of the day they were sent (the item's status, said before them, is statusOf's)", () => {
    expect(revisionNote(withRevision('pending_review'))).toEqual({
      state: 'pending_review',
      text: 'Your changes of 27 Nov are waiting for review',
    });
  });
  it('rejected changes: the reason the team gave', () => {
    expect(revisionNote(withRevision('rejected', 'The new photos show another flat.'))).toEqual({
      state: 'rejected',
      text: 'Your changes of 27 Nov were not approved: The new photos show another flat.',
      reason: 'The new photos show another flat.',
    });
  });
  it.each([undefined, '', '   '])('rejected without a reason (%j) says none was given', (reason) => {
    expect(revisionNote(withRevision('rejected', reason))?.text).toBe(
      `Your changes of 27 Nov were not approved: ${revisionTexts.noReason}`,
    );
  });
});

describe('savedEditMessage', () => {
  it('a pending revision in the answer: the changes wait, buyers see the live version', () => {
    expect(savedEditMessage(withRevision('pending_review'))).toBe(
      'Your changes are waiting for review. Buyers see the live version until then.',
    );
  });
  it('approved with no revision: the changes went live at once (a small price move, availability)', () => {
    expect(savedEditMessage(live)).toBe('Your changes are live.');
  });
  it.each(['pending_review', 'rejected'] as const)('an item that was not live (%s): nothing extra', (reviewState) => {
    expect(savedEditMessage({ ...live, reviewState })).toBeUndefined();
  });
  it('a rejected revision is not what was just saved: nothing extra', () => {
    expect(savedEditMessage(withRevision('rejected'))).toBeUndefined();
  });
});

describe('editableVersion', () => {
  it('starts from the waiting changes when there are some', () => {
    const edited = editableVersion(withRevision('pending_review'));
    expect(edited).toMatchObject({ title: 'Changed flat', price: 12_000_000, reviewState: 'approved' });
  });
  it('starts from the item itself otherwise', () => {
    expect(editableVersion(live)).toBe(live);
    const project = aProject('villa');
    expect(editableVersion(project)).toBe(project);
  });
});
