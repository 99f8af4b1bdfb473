import { Suspense, useEffect } from 'react';
import { preloadable } from '@/lib/preloadable';
import { useNearScreen } from '@/lib/useNearScreen';
import { useSimilarListings } from './api';

/** Its own chunk: the cards weigh nothing on the page's first load. */
const SimilarPropertyGrid = preloadable('SimilarPropertyGrid', () => import('./SimilarPropertyGrid'));

/**
 * Similar properties under a listing's details, loaded (data and cards) only as a person scrolls
 * near them. Nothing shows while they load, when there are none, or when the call fails: the
 * section is a suggestion, not part of the listing.
 */
export function SimilarListings({ listingId, city }: { listingId: string; city: string }) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const similar = useSimilarListings(listingId, near);
  useEffect(() => {
    // Fetched beside the data rather than after it; a failure here is met again when it renders.
    if (near) SimilarPropertyGrid.preload().catch(() => undefined);
  }, [near]);
  const items = similar.data?.items ?? [];
  return (
    <div ref={ref}>
      {items.length > 0 && (
        <Suspense fallback={null}>
          <SimilarPropertyGrid items={items} city={city} />
        </Suspense>
      )}
    </div>
  );
}
