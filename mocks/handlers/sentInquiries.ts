// The buyer's side of inquiries (server/inquiries/sent.ts, sentRoutes.ts): what they sent, the
// replies new to them, and their phone consent.
import { HttpResponse } from 'msw';
import { apiPaths, listingMessages, phoneConsentRequestSchema, type SentInquiry } from '@/api/contract';
import { accountOf, db, mockNow, type StoredInquiry } from '../db';
import { badRequest, endpoint, forbidden, unauthorized } from './scenario';

const notFound = () => HttpResponse.json({ message: listingMessages.inquiryNotFound }, { status: 404 });

/** The buyer's view of a project's inquiry (docs/leads.md#ask-the-builder): the builder by name, live while approved. */
function projectPart(inquiry: StoredInquiry) {
  const project = db.projects.find((p) => p._id === inquiry.projectId);
  const builder = db.builders.find((b) => b._id === project?.postedBy);
  return {
    kind: 'builder-project' as const,
    poster: { name: builder?.companyName ?? builder?.name ?? 'Builder', role: 'Builder' as const },
    listingReviewState: project?.reviewState ?? 'approved',
    listingStatus: 'live' as const,
  };
}

/** The buyer's view: the poster's name and role, what the buyer shares, replies new to them. */
export function buyerView(inquiry: StoredInquiry): SentInquiry {
  const listing = db.listings.find((l) => l._id === inquiry.listingId);
  const { phone, phoneSharedAt } = inquiry.buyer;
  const common = {
    _id: inquiry._id,
    listingId: inquiry.listingId,
    listingTitle: inquiry.listingTitle,
    message: inquiry.message,
    createdAt: inquiry.createdAt,
    ...(phone && phoneSharedAt ? { sharedPhone: phone, phoneSharedAt } : {}),
    thread: inquiry.thread,
    unreadReplies: inquiry.thread.filter(
      (m) => m.from === 'poster' && (!inquiry.buyerSeenAt || m.createdAt > inquiry.buyerSeenAt),
    ).length,
  };
  if (inquiry.projectId) return { ...common, ...projectPart(inquiry) };
  return {
    ...common,
    kind: 'listing',
    poster: listing?.poster
      ? { name: listing.poster.name, role: listing.poster.role }
      : { name: 'Seller', role: 'Seller' },
    // Where the listing stands now, as the server reads it at each answer.
    listingReviewState: listing?.reviewState ?? 'approved',
    listingStatus: listing?.status ?? 'live',
    similarTo: {
      city: listing?.location.city ?? '',
      propertyType: listing?.propertyType ?? 'flat',
      ...(typeof listing?.bhk === 'number' ? { bhk: listing.bhk } : {}),
      purpose: listing?.purpose ?? 'sale',
    },
  };
}

/** Like the server's buyer check: the signed-in Buyer, or the answer that refuses. */
function buyerOf(request: Request) {
  const viewer = accountOf(request);
  if (!viewer) return { refusal: unauthorized() };
  return viewer.role === 'Buyer' ? { viewer } : { refusal: forbidden(listingMessages.onlyBuyers) };
}

const sentBy = (buyerId: string) =>
  db.inquiries
    .filter((i) => i.buyerId === buyerId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(buyerView);

const sent = endpoint('get', apiPaths.sentInquiries, ({ request }) => {
  const { viewer, refusal } = buyerOf(request);
  return refusal ?? HttpResponse.json(sentBy(viewer._id));
});

const unreadCount = (buyerId: string) => ({
  count: sentBy(buyerId).reduce((sum, inquiry) => sum + inquiry.unreadReplies, 0),
});

const unread = endpoint('get', apiPaths.unreadReplies, ({ request }) => {
  const { viewer, refusal } = buyerOf(request);
  return refusal ?? HttpResponse.json(unreadCount(viewer._id));
});

const seen = endpoint('post', apiPaths.sentInquiriesSeen, ({ request }) => {
  const { viewer, refusal } = buyerOf(request);
  if (refusal) return refusal;
  const now = mockNow();
  for (const inquiry of db.inquiries) if (inquiry.buyerId === viewer._id) inquiry.buyerSeenAt = now;
  return HttpResponse.json(unreadCount(viewer._id));
});

/** docs/listings.md#inquiry-phone-consent: the buyer withdraws; the number is forgotten. */
const withdraw = endpoint('delete', apiPaths.inquiryPhoneConsent(':id'), ({ request, params }) => {
  const { viewer, refusal } = buyerOf(request);
  if (refusal) return refusal;
  const inquiry = db.inquiries.find((i) => i._id === params.id && i.buyerId === viewer._id);
  if (!inquiry) return notFound();
  inquiry.buyer = { name: inquiry.buyer.name };
  return HttpResponse.json(buyerView(inquiry));
});

/** docs/listings.md#inquiry-phone-consent: the buyer shares the number (again), with the time. */
const share = endpoint('put', apiPaths.inquiryPhoneConsent(':id'), async ({ request, params }) => {
  const { viewer, refusal } = buyerOf(request);
  if (refusal) return refusal;
  const parsed = phoneConsentRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid phone');
  const inquiry = db.inquiries.find((i) => i._id === params.id && i.buyerId === viewer._id);
  if (!inquiry) return notFound();
  inquiry.buyer = { name: inquiry.buyer.name, phone: parsed.data.phone, phoneSharedAt: mockNow() };
  return HttpResponse.json(buyerView(inquiry));
});

export const sentInquiries = {
  sent: { ...sent, empty: sent.answer(200, []) },
  unread: { ...unread, none: unread.answer(200, { count: 0 }) },
  seen,
  withdraw,
  share,
};
