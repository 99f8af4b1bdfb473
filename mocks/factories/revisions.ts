import type { BuilderProject, Listing, RevisionState } from '@/api/contract';
import { aListing } from './listings';
import { aProject } from './projects';

/**
 * Live listings and projects with their owner's changes beside them (docs/review.md#revisions), as
 * the owner and staff read them; the public never sees `revision` (the handlers leave it out).
 */

type Revised = Listing | BuilderProject;
type VersionOf<Item extends Revised> = NonNullable<Item['revision']>['version'];

export interface RevisionOptions {
  state?: RevisionState;
  /** Staff's reason, for a rejected revision. */
  reason?: string;
  submittedAt?: string;
  updatedAt?: string;
}

/** The published item, as it is, without a revision. */
export const withoutRevision = <Item extends Revised>({ revision: _revision, ...item }: Item) => item;

/**
 * The item with `changes` waiting as its one revision: `version` is the item as it would read once
 * approved (its fields with the changes, its time the revision's). Pending unless `state` says.
 */
export function withRevision<Item extends Revised>(
  published: Item,
  changes: Partial<VersionOf<Item>>,
  {
    state = 'pending_review',
    reason,
    submittedAt = '2026-10-19T08:00:00.000Z',
    updatedAt = submittedAt,
  }: RevisionOptions = {},
): Item {
  const version = { ...withoutRevision(published), ...changes, updatedAt };
  return {
    ...published,
    revision: { state, ...(reason ? { reason } : {}), submittedAt, updatedAt, version },
  } as Item;
}

const REJECTED_REASON = 'Phone numbers go in the contact details, not the title or description.';

/** A live listing (`aListing()` unless given) whose owner's edit waits for staff: a new title and price by default. */
export const aListingWithRevision = (
  changes: Partial<VersionOf<Listing>> = { title: '2 BHK Flat in Koramangala, renovated', price: 10_200_000 },
  listing: Listing = aListing(),
) => withRevision(listing, changes);

/** A live listing whose owner's edit staff rejected with `reason`: the published version stays live. */
export const aListingWithRejectedRevision = (
  reason = REJECTED_REASON,
  changes: Partial<VersionOf<Listing>> = { title: '2 BHK Flat in Koramangala, call 98xxxxxx' },
  listing: Listing = aListing(),
) => withRevision(listing, changes, { state: 'rejected', reason });

/** A live project (`aProject('villa')` unless given) whose builder's edit waits for staff: a new description by default. */
export const aProjectWithRevision = (
  changes: Partial<VersionOf<BuilderProject>> = {
    description: 'Thoughtfully planned homes, now with a clubhouse and a jogging track around the lake.',
  },
  project: BuilderProject = aProject('villa'),
) => withRevision(project, changes);

/** A live project whose builder's edit staff rejected with `reason`: the published version stays live. */
export const aProjectWithRejectedRevision = (
  reason = 'A new phase is a new project: please post it as one.',
  changes: Partial<VersionOf<BuilderProject>> = { projectName: 'Skyline Palm Villas Phase 2' },
  project: BuilderProject = aProject('villa'),
) => withRevision(project, changes, { state: 'rejected', reason });
