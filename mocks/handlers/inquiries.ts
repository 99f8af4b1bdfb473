import { HttpResponse } from 'msw';
import { apiPaths, inquiryRequestSchema, inquiryUpdateSchema, listingMessages, type Inquiry } from '@/api/contract';
import { accountOf, db } from '../db';
import { badRequest, endpoint, unauthorized } from './scenario';

const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

const send = endpoint('post', apiPaths.listingInquiries(':id'), async ({ request, params }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  if (viewer.role !== 'Buyer') return refuse(403, listingMessages.onlyBuyers);
  const listing = db.listings.find((l) => l._id === params.id && l.reviewState === 'approved');
  if (!listing) return refuse(404, listingMessages.notFound);
  const parsed = inquiryRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid inquiry');
  const { name, phone, message, email } = parsed.data;
  const inquiry: Inquiry = {
    _id: `inquiry-${db.inquiries.length + 1}-${Date.now()}`,
    listingId: listing._id,
    listingTitle: listing.title,
    buyer: { name, phone, email: email ?? viewer.email },
    message,
    state: 'new',
    createdAt: new Date().toISOString(),
  };
  db.inquiries.push(inquiry);
  listing.inquiryCount += 1;
  return HttpResponse.json(inquiry, { status: 201 });
});

/** The signed-in poster's inquiries (those on their listings), newest first. */
const mine = endpoint('get', apiPaths.myInquiries, ({ request }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  if (viewer.role !== 'Seller' && viewer.role !== 'Agent') return refuse(403, listingMessages.onlyPosters);
  const own = new Set(db.listings.filter((l) => l.postedBy === viewer._id).map((l) => l._id));
  return HttpResponse.json(
    db.inquiries.filter((i) => own.has(i.listingId)).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
});

/** Only the listing's owner changes the state; for anyone else the inquiry does not exist (404). */
const update = endpoint('patch', apiPaths.inquiry(':id'), async ({ request, params }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  const inquiry = db.inquiries.find((i) => i._id === params.id);
  const listing = inquiry && db.listings.find((l) => l._id === inquiry.listingId);
  if (!inquiry || listing?.postedBy !== viewer._id) return refuse(404, listingMessages.inquiryNotFound);
  const parsed = inquiryUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest('Please choose new, read or replied');
  inquiry.state = parsed.data.state;
  return HttpResponse.json(inquiry);
});

export const inquiries = {
  send,
  mine: { ...mine, empty: mine.answer(200, []) },
  update,
};
