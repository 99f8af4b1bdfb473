import { inquiryStates, type Inquiry, type InquiryState } from '@/api/contract';
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

/** A reply already addressed and titled after the listing. */
export const mailtoHref = (email: string, listingTitle: string) =>
  `mailto:${email}?subject=${encodeURIComponent(`Your inquiry about ${listingTitle}`)}`;
