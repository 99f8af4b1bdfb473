import type { ReviewState, RevisionState } from '@/api/contract';

// docs/review.md#revisions: what the owner reads of an edit that waits beside the live version.

/** The part of a listing or project these texts read: its review state and its revision, if any. */
export interface Revisable<Version> {
  reviewState: ReviewState;
  revision?: {
    state: RevisionState;
    reason?: string;
    submittedAt: string;
    updatedAt: string;
    version: Version;
  };
}

/** The owner's notes about their changes, in one place for the dashboards, the forms and the preview. */
export const revisionTexts = {
  waitingAfterSave: 'Your changes are waiting for review. Buyers see the live version until then.',
  liveAfterSave: 'Your changes are live.',
  previewBanner: 'Preview of your changes — buyers see the live version',
  noReason: 'No reason was given.',
} as const;

const dayAndMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** The day the changes were sent, in India, as '27 Nov'; '' when it is not a date. */
export function revisionDate(submittedAt: string): string {
  const date = new Date(submittedAt);
  return Number.isNaN(date.getTime()) ? '' : dayAndMonth.format(date);
}

export type RevisionNote =
  { state: 'pending_review'; text: string } | { state: 'rejected'; text: string; reason: string };

/**
 * What the owner's list says of an item's changes: 'Your changes of 27 Nov are waiting for review'
 * (after the item's status, said by statusOf: 'Live.', 'Sold.'; docs/review.md#status-said-once), or
 * that they were not approved and why. Undefined when there are no changes.
 */
export function revisionNote(item: Revisable<unknown>): RevisionNote | undefined {
  const { revision } = item;
  if (!revision) return undefined;
  const changes = `Your changes of ${revisionDate(revision.submittedAt)}`;
  if (revision.state === 'rejected') {
    const reason = revision.reason?.trim() || revisionTexts.noReason;
    return { state: 'rejected', text: `${changes} were not approved: ${reason}`, reason };
  }
  return { state: 'pending_review', text: `${changes} are waiting for review` };
}

/**
 * What the owner is told after saving an edit, read from the server's answer: the changes wait for
 * review (a revision is pending), or they went live at once (approved, no revision). Undefined for an
 * item that was not live: its own review notice says what happens.
 */
export function savedEditMessage(saved: Revisable<unknown>): string | undefined {
  if (saved.revision?.state === 'pending_review') return revisionTexts.waitingAfterSave;
  if (saved.reviewState === 'approved' && !saved.revision) return revisionTexts.liveAfterSave;
  return undefined;
}

/**
 * The item with its changes, when there are some: what an edit starts from (a second edit updates the
 * same revision) and what the owner's preview shows; else the item itself. The item keeps its own
 * review state and revision, and what the changes do not carry (a project's builder).
 */
export function editableVersion<Item extends Revisable<object>>(item: Item): Item {
  return item.revision
    ? { ...item, ...item.revision.version, reviewState: item.reviewState, revision: item.revision }
    : item;
}
