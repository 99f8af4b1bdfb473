import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Revisable } from '@/entities/revision';
import { useAuth } from '@/features/auth';
import { CHANGES_VERSION } from '@/lib/paths';

// The banner and the version with the changes load when an owner asks for them, not with the page
// every buyer opens.
const PreviewOfChanges = lazy(() => import('./PreviewOfChanges'));

export interface ChangesPreviewProps<Item> {
  /** The item as the page loaded it: the owner's and staff's answers carry its changes. */
  live: Item;
  /** The public page of the live version, for the link back. */
  liveHref: string;
  /** The page of the version shown, with the banner that says it is the preview of the changes. */
  children: (shown: Item, banner?: ReactNode) => ReactNode;
}

/**
 * docs/review.md#revisions: a listing's or project's public page, which at `?version=changes` shows
 * its owner (or staff) the item as it will read once approved, under a banner. Anyone else, or an item
 * with no changes, gets the live page: only the owner's and staff's answers carry the changes, and
 * the server renders the page signed out, so the preview comes once the browser knows who is signed in.
 */
export function ChangesPreview<Item extends Revisable<object> & { postedBy: string }>({
  live,
  liveHref,
  children,
}: ChangesPreviewProps<Item>) {
  const [search] = useSearchParams();
  const { user } = useAuth();
  const asked = search.get(CHANGES_VERSION.param) === CHANGES_VERSION.value;
  const mayRead = user !== null && (user._id === live.postedBy || user.isStaff === true);
  if (!asked || !mayRead || !live.revision) return children(live);
  return (
    <Suspense fallback={children(live)}>
      <PreviewOfChanges live={live} liveHref={liveHref} render={children} />
    </Suspense>
  );
}
