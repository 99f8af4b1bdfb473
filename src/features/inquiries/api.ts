import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  describeError,
  getMyInquiries,
  getSentInquiries,
  markBuyerMessagesSeen,
  markRepliesSeen,
  swrKeys,
  updateInquiryState,
  sharePhoneAgain,
  withdrawPhoneConsent,
  type Inquiry,
  type InquiryState,
  type SentInquiry,
  type ThreadMessage,
  type UnreadReplies,
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

/** docs/listings.md#inquiry-unread: marks what a page has shown seen, and the bar's count (its key) with it. */
function useMarkSeen(shouldMark: boolean, mark: () => Promise<UnreadReplies>, key: string) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!shouldMark) return;
    mark()
      .then((count) => mutate(key, count, { revalidate: false }))
      // The count stays as it was; the next visit tries again.
      .catch(() => undefined);
  }, [shouldMark, mark, key, mutate]);
}

/** The buyer's replies, once the list has shown them; the list keeps its "new" marks for this visit. */
export const useMarkRepliesSeen = (unread: number) => useMarkSeen(unread > 0, markRepliesSeen, swrKeys.unreadReplies);

/** The poster's new inquiries and buyer messages, once My Inquiries has shown some. */
export const useMarkBuyerMessagesSeen = (shown: boolean) =>
  useMarkSeen(shown, markBuyerMessagesSeen, swrKeys.newBuyerMessages);

/** The sharing the server answered, laid over the list: the thread and "new" marks stay as this visit shows them. */
function useKeepSharing() {
  const { mutate } = useSentInquiries();
  return (saved: SentInquiry) =>
    mutate(
      (list) =>
        list?.map((item) =>
          item._id === saved._id
            ? { ...item, sharedPhone: saved.sharedPhone, phoneSharedAt: saved.phoneSharedAt }
            : item,
        ),
      { revalidate: false },
    );
}

/**
 * docs/listings.md#inquiry-phone-consent: the buyer stops sharing their number with one poster, or
 * shares it (again); the list shows what the server recorded.
 */
export function usePhoneConsent() {
  const keep = useKeepSharing();
  const [busy, setBusy] = useState<string | null>(null);
  async function change(inquiry: SentInquiry, phone: string | null) {
    setBusy(inquiry._id);
    try {
      await keep(await (phone === null ? withdrawPhoneConsent(inquiry._id) : sharePhoneAgain(inquiry._id, phone)));
      toast.success(
        phone === null
          ? `${inquiry.poster.name} no longer sees your phone number`
          : `${inquiry.poster.name} now sees your phone number`,
      );
      return true;
    } catch (error) {
      toast.error(
        phone === null
          ? 'Your number is still shared. Please try again.'
          : 'Your number was not shared. Please try again.',
        { description: describeError(error) },
      );
      return false;
    } finally {
      setBusy(null);
    }
  }
  return {
    withdraw: (inquiry: SentInquiry) => change(inquiry, null),
    share: (inquiry: SentInquiry, phone: string) => change(inquiry, phone),
    busy,
  };
}

/** A reply of the buyer's joins their thread at once. */
export function useReplyAsBuyer() {
  const { mutate } = useSentInquiries();
  return (inquiry: SentInquiry, message: ThreadMessage) =>
    mutate((list) => withMessage(list ?? [], inquiry._id, message), { revalidate: false });
}
