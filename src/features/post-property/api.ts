import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { createListing, describeError, getListing, swrKeys, updateListing, type ListingFiles } from '@/api';
import type { Listing, ListingFields, Role } from '@/api/contract';
import { savedEditMessage } from '@/entities/revision';
import { toast } from '@/components/Toast';
import { dashboardPath } from '@/lib/paths';

/** The saved listing an edit starts from; loaded once, since the form takes it as its starting point. */
export function useListingRecord(id: string) {
  return useSWR(swrKeys.listing(id), () => getListing(id), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

const messages = {
  create: { saved: 'Property posted successfully', failed: 'Failed to post property. Please try again.' },
  edit: { saved: 'Property updated successfully', failed: 'Failed to update property. Please try again.' },
} as const;

/**
 * Posts (no id) or updates the listing. Success: a toast, the caches of the poster's lists refreshed,
 * then their dashboard. Failure: a toast saying why, and the promise rejects so the form keeps everything.
 */
export function useSubmitListing(listingId: string | undefined, role: Role) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (fields: ListingFields, files: ListingFiles) => {
      const copy = messages[listingId ? 'edit' : 'create'];
      let saved: Listing | undefined;
      try {
        if (listingId) saved = await updateListing(listingId, fields, files);
        else await createListing(fields, files);
      } catch (error) {
        toast.error(copy.failed, { timeout: 5000, description: describeError(error) });
        throw error;
      }
      if (listingId) void mutate(swrKeys.listing(listingId), undefined, { revalidate: false });
      void mutate(swrKeys.myListings);
      // docs/review.md#revisions: an edit of a live listing says whether it went live or waits for review.
      toast.success((saved && savedEditMessage(saved)) ?? copy.saved, { timeout: 4000 });
      navigate(dashboardPath(role));
    },
    [listingId, role, navigate, mutate],
  );
}
