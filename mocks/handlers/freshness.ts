import { HttpResponse } from 'msw';
import {
  apiPaths,
  freshnessMessages,
  listingMessages,
  REPORTS_TO_HOLD,
  removeListingRequestSchema,
  reportListingRequestSchema,
  type LinkConfirmation,
  type Listing,
  type ReportedListing,
} from '@/api/contract';
import { accountOf, db, mockNow } from '../db';
import { badRequest, endpoint, staffOf, unauthorized } from './scenario';

const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** The signed-in owner's listing, or the refusal, like the server. */
function ownListing(request: Request, id: unknown): { listing: Listing } | { refusal: Response } {
  const viewer = accountOf(request);
  if (!viewer) return { refusal: unauthorized() };
  const listing = db.listings.find((l) => l._id === id);
  if (!listing) return { refusal: refuse(404, listingMessages.notFound) };
  if (listing.postedBy !== viewer._id) return { refusal: refuse(403, listingMessages.notYourListing) };
  return { listing };
}

function confirm(listing: Listing) {
  if (listing.status === 'sold' || listing.status === 'rented') return refuse(409, freshnessMessages.closed);
  listing.confirmedAt = new Date().toISOString();
  if (listing.status === 'paused') listing.status = 'live';
  return HttpResponse.json(listing);
}

const confirmOwn = endpoint('post', apiPaths.confirmListing(':id'), ({ request, params }) => {
  const own = ownListing(request, params.id);
  return 'refusal' in own ? own.refusal : confirm(own.listing);
});

/** The mocks' link token is `mock-confirm.{listing id}`; `expired` stands for a link past its time. */
const confirmByLink = endpoint('post', apiPaths.confirmListingByLink, async ({ request }) => {
  const { token } = (await request.json()) as { token?: string };
  if (token === 'expired') return badRequest(freshnessMessages.linkExpired);
  const listing = db.listings.find((l) => token === `mock-confirm.${l._id}`);
  if (!listing) return badRequest(freshnessMessages.linkInvalid);
  const answer = confirm(listing);
  if (answer.status !== 200) return answer;
  return HttpResponse.json({
    message: freshnessMessages.confirmed,
    listing: { _id: listing._id, title: listing.title },
  } satisfies LinkConfirmation);
});

const markSold = endpoint('post', apiPaths.closeListing(':id'), ({ request, params }) => {
  const own = ownListing(request, params.id);
  if ('refusal' in own) return own.refusal;
  own.listing.status = own.listing.purpose === 'rent' ? 'rented' : 'sold';
  return HttpResponse.json(own.listing);
});

const report = endpoint('post', apiPaths.reportListing(':id'), async ({ request, params }) => {
  // The body is checked first, as the server's schema does.
  const parsed = reportListingRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? freshnessMessages.reasonRequired);
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  const listing = db.listings.find((l) => l._id === params.id && l.reviewState === 'approved');
  if (!listing) return refuse(404, listingMessages.notFound);
  if (listing.postedBy === viewer._id) return refuse(403, freshnessMessages.ownListing);
  if (db.reports.some((r) => r.listingId === listing._id && r.reporterId === viewer._id))
    return refuse(409, freshnessMessages.alreadyReported);
  db.reports.push({
    ...parsed.data,
    _id: `report-${db.reports.length + 1}`,
    listingId: listing._id,
    reporterId: viewer._id,
    reporterName: viewer.name,
    createdAt: mockNow(),
  });
  if (db.reports.filter((r) => r.listingId === listing._id).length >= REPORTS_TO_HOLD && listing.status === 'live')
    listing.status = 'held';
  return HttpResponse.json({ message: freshnessMessages.reported }, { status: 201 });
});

const reportsQueue = endpoint('get', apiPaths.staffReports, ({ request }) => {
  const { refusal } = staffOf(request, listingMessages.onlyStaff);
  if (refusal) return refusal;
  const byListing = new Map<string, ReportedListing>();
  for (const { listingId, reporterId: _reporter, ...report } of db.reports) {
    const listing = db.listings.find((l) => l._id === listingId)!;
    const entry = byListing.get(listingId) ?? {
      listingId,
      title: listing.title,
      city: listing.location.city,
      locality: listing.location.locality,
      ownerName: listing.poster.name,
      status: listing.status,
      reports: [],
    };
    entry.reports.push(report);
    byListing.set(listingId, entry);
  }
  return HttpResponse.json([...byListing.values()]);
});

/** A staff decision on a reported listing: 409 without open reports; else they close and `change` applies. */
async function decideReported(request: Request, id: unknown, change: (listing: Listing) => void) {
  const { refusal } = staffOf(request, listingMessages.onlyStaff);
  if (refusal) return refusal;
  const listing = db.listings.find((l) => l._id === id);
  if (!listing) return refuse(404, listingMessages.notFound);
  if (!db.reports.some((r) => r.listingId === listing._id)) return refuse(409, freshnessMessages.noReports);
  db.reports = db.reports.filter((r) => r.listingId !== listing._id);
  change(listing);
  return null;
}

const restore = endpoint('post', apiPaths.staffRestoreListing(':id'), async ({ request, params }) => {
  const refused = await decideReported(request, params.id, (listing) => {
    if (listing.status === 'held') listing.status = 'live';
  });
  return refused ?? HttpResponse.json({ message: 'Listing restored' });
});

const remove = endpoint('post', apiPaths.staffRemoveListing(':id'), async ({ request, params }) => {
  // The body is checked first, as the server's schema does.
  const parsed = removeListingRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? freshnessMessages.removeReasonRequired);
  const refused = await decideReported(request, params.id, (listing) => {
    Object.assign(listing, { reviewState: 'rejected', reviewReason: parsed.data.reason });
    if (listing.status === 'held') listing.status = 'live';
  });
  return refused ?? HttpResponse.json({ message: 'Listing removed' });
});

export const freshness = {
  confirm: confirmOwn,
  confirmByLink: {
    ...confirmByLink,
    expired: confirmByLink.answer(400, { message: freshnessMessages.linkExpired }),
  },
  markSold,
  report: { ...report, already: report.answer(409, { message: freshnessMessages.alreadyReported }) },
  reports: { ...reportsQueue, empty: reportsQueue.answer(200, []) },
  restore,
  remove,
};
