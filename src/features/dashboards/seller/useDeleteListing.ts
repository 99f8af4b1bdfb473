import { useSWRConfig } from 'swr';
import { deleteListing, describeError, swrKeys, type Listing } from '@/api';
import { useConfirmedDelete } from '@/components/Dialog';

/** Deleting one of the poster's listings after they confirm; its inquiries go with it. */
export function useDeleteListing() {
  const { mutate } = useSWRConfig();
  return useConfirmedDelete<Listing>({
    remove: deleteListing,
    listKey: swrKeys.myListings,
    nameOf: (listing) => listing.title,
    failure: 'Failed to delete the property. Please try again.',
    describe: describeError,
    afterDelete: () => void mutate(swrKeys.myInquiries),
  });
}
