import { inquiryStates, type Inquiry, type InquiryState, type ThreadMessage } from '@/api/contract';
import type { BadgeTone } from '@/components/Badge';

/** The state filter of My Inquiries: every inquiry, or one state. */
export type InquiryFilter = InquiryState | 'all';
export const inquiryFilters: readonly InquiryFilter[] = ['all', ...inquiryStates];
export const isInquiryFilter = (value: string | null): value is InquiryFilter =>
  inquiryFilters.includes(value as InquiryFilter);

export const inquiryStateTones: Record<InquiryState, BadgeTone> = { new: 'info', read: 'neutral', replied: 'success' };

export const inquiriesIn = (inquiries: readonly Inquiry[], filter: InquiryFilter) =>
  filter === 'all' ? [...inquiries] : inquiries.filter((inquiry) => inquiry.state === filter);

export function inquiryCounts(inquiries: readonly Inquiry[]): Record<InquiryFilter, number> {
  const counts = { all: inquiries.length, new: 0, read: 0, replied: 0 };
  for (const inquiry of inquiries) counts[inquiry.state] += 1;
  return counts;
}

/** Newest first, whatever order they came in. */
export const newestFirst = (inquiries: readonly Inquiry[]) =>
  inquiries.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));

/** A 10-digit Indian mobile as a dialable tel: link. */
export const telHref = (phone: string) => `tel:${phone.length === 10 ? `+91${phone}` : phone}`;

/** The list with a saved message added to its inquiry's thread (the poster's list or the buyer's). */
export const withMessage = <T extends { _id: string; thread: ThreadMessage[] }>(
  list: readonly T[],
  inquiryId: string,
  message: ThreadMessage,
): T[] => list.map((item) => (item._id === inquiryId ? { ...item, thread: [...item.thread, message] } : item));
