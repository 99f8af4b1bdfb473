import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { deleteListing, describeError, swrKeys, type Listing } from '@/api';
import { toast } from '@/components/Toast';

/** Deleting one of the poster's listings after they confirm; a failure leaves it in place and says why. */
export function useDeleteListing() {
  const { mutate } = useSWRConfig();
  const [asked, setAsked] = useState<Listing | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  async function confirm() {
    if (!asked) return;
    setDeleting(true);
    try {
      await deleteListing(asked._id);
      await mutate(
        swrKeys.myListings,
        (listings: Listing[] | undefined) => listings?.filter((l) => l._id !== asked._id),
        {
          revalidate: false,
        },
      );
      // Its inquiries went with it.
      void mutate(swrKeys.myInquiries);
      toast.success(`${asked.title} was deleted`, { timeout: 4000 });
      setAsked(null);
    } catch (error) {
      toast.error('Failed to delete the property. Please try again.', { description: describeError(error) });
    } finally {
      setDeleting(false);
    }
  }

  return { asked, isDeleting, ask: setAsked, cancel: () => !isDeleting && setAsked(null), confirm };
}
