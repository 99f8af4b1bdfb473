import { HttpResponse } from 'msw';
import {
  apiPaths,
  inquiryMessages,
  inquiryRequestSchema,
  inquiryUpdateSchema,
  listingMessages,
  MAX_THREAD_MESSAGES,
  projectMessages,
  THREAD_MESSAGES_PER_HOUR,
  threadMessageRequestSchema,
  type Inquiry,
  type ThreadMessage,
} from '@/api/contract';
import { notificationPages } from '@/api/contract/notifications';
import { accountOf, db, mockNow, type StoredInquiry } from '../db';
import { joinLead, ownerOfInquiry, ownerReplied } from '../leads';
import { notifyMock } from './notifications';
import { buyerView, sentInquiries } from './sentInquiries';
import { badRequest, endpoint, idempotentEndpoint, unauthorized } from './scenario';

const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });
const newestFirst = (a: Inquiry, b: Inquiry) => b.createdAt.localeCompare(a.createdAt);
/** The poster's view: what the mocks keep, without the buyer's account and reading time. */
const posterView = ({
  buyerId: _buyer,
  buyerSeenAt: _seen,
  posterSeenAt: _looked,
  projectId: _project,
  ...inquiry
}: StoredInquiry): Inquiry => inquiry;

/** Where an inquiry's owner answers it: My Inquiries, or a builder's Leads page. */
const ownerPageOf = (inquiry: StoredInquiry) =>
  inquiry.projectId ? notificationPages.leads('Builder') : notificationPages.posterInquiries;

/** The buyer's question as the mocks keep it, joined to their lead with the owner (docs/leads.md). */
async function asked(
  request: Request,
  buyerId: string,
  property: { _id: string; title: string; ownerId: string; projectId?: string },
) {
  const parsed = inquiryRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return { refusal: badRequest(parsed.error.issues[0]?.message ?? 'Invalid inquiry') };
  const { name, sharePhone, phone, message } = parsed.data;
  const now = mockNow();
  const inquiry: StoredInquiry = {
    _id: `inquiry-${db.inquiries.length + 1}-${Date.now()}`,
    listingId: property._id,
    listingTitle: property.title,
    buyer: { name, ...(sharePhone && phone ? { phone, phoneSharedAt: now } : {}) },
    message,
    state: 'new',
    createdAt: now,
    thread: [],
    buyerId,
    ...(property.projectId ? { projectId: property.projectId } : {}),
  };
  db.inquiries.push(inquiry);
  joinLead(inquiry, property.ownerId);
  // docs/notifications.md#kinds: the owner is told, as the server tells them.
  notifyMock(property.ownerId, 'new-inquiry', `${name} asked about "${property.title}"`, ownerPageOf(inquiry), now);
  return { inquiry };
}

const send = idempotentEndpoint('post', apiPaths.listingInquiries(':id'), async ({ request, params }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  if (viewer.role !== 'Buyer') return refuse(403, listingMessages.onlyBuyers);
  const listing = db.listings.find((l) => l._id === params.id && l.reviewState === 'approved');
  if (!listing) return refuse(404, listingMessages.notFound);
  const { inquiry, refusal } = await asked(request, viewer._id, { ...listing, ownerId: listing.postedBy });
  if (refusal) return refusal;
  listing.inquiryCount += 1;
  return HttpResponse.json(posterView(inquiry), { status: 201 });
});

/** docs/leads.md#ask-the-builder: the same thread about a live project; answers the buyer's view. */
const askBuilder = idempotentEndpoint('post', apiPaths.projectInquiries(':id'), async ({ request, params }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  if (viewer.role !== 'Buyer') return refuse(403, listingMessages.onlyBuyers);
  const project = db.projects.find((p) => p._id === params.id && p.reviewState === 'approved');
  if (!project) return refuse(404, projectMessages.notFound);
  const { inquiry, refusal } = await asked(request, viewer._id, {
    _id: project._id,
    title: project.projectName,
    ownerId: project.postedBy,
    projectId: project._id,
  });
  return refusal ?? HttpResponse.json(buyerView(inquiry), { status: 201 });
});

/** Like the server's poster check: the inquiries on the signed-in Seller's or Agent's listings, or the refusal. */
function postersInquiries(request: Request) {
  const viewer = accountOf(request);
  if (!viewer) return { refusal: unauthorized() };
  if (viewer.role !== 'Seller' && viewer.role !== 'Agent') return { refusal: refuse(403, listingMessages.onlyPosters) };
  const own = new Set(db.listings.filter((l) => l.postedBy === viewer._id).map((l) => l._id));
  return { own: db.inquiries.filter((i) => own.has(i.listingId)) };
}

/** The signed-in poster's inquiries (those on their listings), newest first. */
const mine = endpoint('get', apiPaths.myInquiries, ({ request }) => {
  const { own, refusal } = postersInquiries(request);
  return refusal ?? HttpResponse.json(own.map(posterView).sort(newestFirst));
});

/** docs/listings.md#inquiry-unread: inquiries and buyer messages after the poster last looked. */
const newToPoster = (own: StoredInquiry[]) => ({
  count: own.reduce((sum, { createdAt, posterSeenAt, thread }) => {
    const isNew = (at: string) => !posterSeenAt || at > posterSeenAt;
    return sum + (isNew(createdAt) ? 1 : 0) + thread.filter((m) => m.from === 'buyer' && isNew(m.createdAt)).length;
  }, 0),
});

const newBuyerMessages = endpoint('get', apiPaths.newBuyerMessages, ({ request }) => {
  const { own, refusal } = postersInquiries(request);
  return refusal ?? HttpResponse.json(newToPoster(own));
});

const posterSeen = endpoint('post', apiPaths.myInquiriesSeen, ({ request }) => {
  const { own, refusal } = postersInquiries(request);
  if (refusal) return refusal;
  const now = mockNow();
  for (const inquiry of own) inquiry.posterSeenAt = now;
  return HttpResponse.json(newToPoster(own));
});

/** docs/listings.md#inquiry-thread: the messages the viewer wrote on this side of every thread in the last hour. */
function writtenInTheHour(viewerId: string, side: 'buyer' | 'poster', now: string) {
  const since = new Date(Date.parse(now) - 60 * 60_000).toISOString();
  const mineOnSide = (i: StoredInquiry) => (side === 'buyer' ? i.buyerId === viewerId : ownerOfInquiry(i) === viewerId);
  return db.inquiries
    .filter(mineOnSide)
    .flatMap((i) => i.thread)
    .filter((m) => m.from === side && m.createdAt >= since).length;
}

/** Which side of the inquiry the request's account is on; for anyone else it does not exist (404). */
function sideOf(request: Request, inquiryId: unknown) {
  const viewer = accountOf(request);
  const inquiry = db.inquiries.find((i) => i._id === inquiryId);
  if (!viewer || !inquiry) return { viewer, inquiry: undefined, side: null };
  const side = inquiry.buyerId === viewer._id ? 'buyer' : ownerOfInquiry(inquiry) === viewer._id ? 'poster' : null;
  return { viewer, inquiry, side } as const;
}

/** Only the listing's owner changes the state (a project's inquiry has none to change here). */
const update = endpoint('patch', apiPaths.inquiry(':id'), async ({ request, params }) => {
  const { viewer, inquiry, side } = sideOf(request, params.id);
  if (!viewer) return unauthorized();
  if (!inquiry || inquiry.projectId || side !== 'poster') return refuse(404, listingMessages.inquiryNotFound);
  const parsed = inquiryUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest('Please choose new, read or replied');
  inquiry.state = parsed.data.state;
  return HttpResponse.json(posterView(inquiry));
});

/** docs/listings.md#inquiry-thread: the buyer or the poster adds a message. */
const reply = idempotentEndpoint('post', apiPaths.inquiryMessages(':id'), async ({ request, params }) => {
  const { viewer, inquiry, side } = sideOf(request, params.id);
  if (!viewer) return unauthorized();
  if (!inquiry || !side) return refuse(404, listingMessages.inquiryNotFound);
  const parsed = threadMessageRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Please enter a message');
  const now = mockNow();
  if (writtenInTheHour(viewer._id, side, now) >= THREAD_MESSAGES_PER_HOUR)
    return refuse(429, inquiryMessages.tooManyMessages);
  if (inquiry.thread.length >= MAX_THREAD_MESSAGES) return refuse(409, inquiryMessages.threadFull);
  const message: ThreadMessage = {
    _id: `message-${inquiry.thread.length + 1}-${Date.now()}`,
    from: side,
    authorName: viewer.name,
    text: parsed.data.text,
    createdAt: now,
  };
  inquiry.thread.push(message);
  inquiry.state = side === 'poster' ? 'replied' : 'new';
  if (side === 'poster') ownerReplied(inquiry._id);
  const [toWhom, page] =
    side === 'poster'
      ? [inquiry.buyerId, notificationPages.dashboard('Buyer')]
      : [ownerOfInquiry(inquiry), ownerPageOf(inquiry)];
  if (toWhom) notifyMock(toWhom, 'reply', `${viewer.name} wrote about "${inquiry.listingTitle}"`, page, now);
  return HttpResponse.json(message, { status: 201 });
});

export const inquiries = {
  send,
  askBuilder,
  mine: { ...mine, empty: mine.answer(200, []) },
  update,
  reply,
  ...sentInquiries,
  newBuyerMessages: { ...newBuyerMessages, none: newBuyerMessages.answer(200, { count: 0 }) },
  posterSeen,
};
