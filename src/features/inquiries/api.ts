import { useState } from 'react';
import useSWR from 'swr';
import { describeError, getMyInquiries, swrKeys, updateInquiryState, type Inquiry, type InquiryState } from '@/api';
import { toast } from '@/components/Toast';

/** The signed-in poster's inquiries (Sellers and Agents), newest first. */
export const useMyInquiries = () => useSWR(swrKeys.myInquiries, getMyInquiries);

/**
 * Marks an inquiry read or replied. The list shows the new state at once and goes back to the old
 * one if the server refuses.
 */
export function useInquiryState() {
  const { mutate } = useMyInquiries();
  const [busy, setBusy] = useState<string | null>(null);
  async function mark(inquiry: Inquiry, state: InquiryState) {
    setBusy(inquiry._id);
    const withState = (list: Inquiry[] | undefined, next: InquiryState) =>
      list?.map((item) => (item._id === inquiry._id ? { ...item, state: next } : item));
    try {
      await mutate(
        async (list) => {
          const saved = await updateInquiryState(inquiry._id, state);
          return list?.map((item) => (item._id === saved._id ? saved : item));
        },
        { optimisticData: (list) => withState(list, state) ?? [], rollbackOnError: true, revalidate: false },
      );
    } catch (error) {
      toast.error('Failed to update the inquiry. Please try again.', { description: describeError(error) });
    } finally {
      setBusy(null);
    }
  }
  return { mark, busy };
}
