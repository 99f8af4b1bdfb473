import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  describeError,
  getMyInquiries,
  getSentInquiries,
  markRepliesSeen,
  swrKeys,
  updateInquiryState,
  withdrawPhoneConsent,
  type Inquiry,
  type InquiryState,
  type SentInquiry,
  type ThreadMessage,
} from '@/api';
import { toast } from '@/components/Toast';
import { withMessage } from './inquiryList';

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

/** docs/listings.md#inquiry-thread: the poster's reply joins the thread at once and marks the inquiry replied. */
export function useReplyToInquiry() {
  const { mutate } = useMyInquiries();
  return (inquiry: Inquiry, message: ThreadMessage) =>
    mutate(
      (list) =>
        withMessage(list ?? [], inquiry._id, message).map((item) =>
          item._id === inquiry._id ? { ...item, state: 'replied' as const } : item,
        ),
      { revalidate: false },
    );
}

/** Buyers: the inquiries they sent, with the replies (docs/listings.md#buyer-inquiries). */
export const useSentInquiries = () => useSWR(swrKeys.sentInquiries, getSentInquiries, { revalidateOnFocus: false });

/**
 * Marks the buyer's replies seen once the list has shown them, and the bar's count with them. The
 * list keeps its "new" marks for this visit.
 */
export function useMarkRepliesSeen(unread: number) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (unread === 0) return;
    markRepliesSeen()
      .then((count) => mutate(swrKeys.unreadReplies, count, { revalidate: false }))
      // The count stays as it was; the next visit tries again.
      .catch(() => undefined);
  }, [unread, mutate]);
}

/** docs/listings.md#inquiry-phone-consent: the buyer stops sharing their number with one poster. */
export function useWithdrawPhone() {
  const { mutate } = useSentInquiries();
  const [busy, setBusy] = useState<string | null>(null);
  async function withdraw(inquiry: SentInquiry) {
    setBusy(inquiry._id);
    try {
      const saved = await withdrawPhoneConsent(inquiry._id);
      // The thread and "new" marks stay as this visit shows them; only the sharing changes.
      await mutate(
        (list) =>
          list?.map((item) =>
            item._id === saved._id ? { ...item, sharedPhone: undefined, phoneSharedAt: undefined } : item,
          ),
        { revalidate: false },
      );
      toast.success(`${inquiry.poster.name} no longer sees your phone number`);
    } catch (error) {
      toast.error('Your number is still shared. Please try again.', { description: describeError(error) });
    } finally {
      setBusy(null);
    }
  }
  return { withdraw, busy };
}

/** A reply of the buyer's joins their thread at once. */
export function useReplyAsBuyer() {
  const { mutate } = useSentInquiries();
  return (inquiry: SentInquiry, message: ThreadMessage) =>
    mutate((list) => withMessage(list ?? [], inquiry._id, message), { revalidate: false });
}
