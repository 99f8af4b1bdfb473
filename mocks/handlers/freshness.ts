import { HttpResponse } from 'msw';
import {
  apiPaths,
  freshnessMessages,
  holdsListing,
  listingMessages,
  removeListingRequestSchema,
  reportListingRequestSchema,
  reportReasons,
  reportResponseRequestSchema,
  weighReports,
  type LinkConfirmation,
  type Listing,
  type ReportedListing,
  type ReportHold,
  type ReportReason,
  type ReportToWeigh,
} from '@/api/contract';
import { accountOf, db, mockNow } from '../db';
import { badRequest, endpoint, ownItemRefusal, staffOf, unauthorized } from './scenario';

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

/**
 * docs/listings.md#report-weight with the contract's own rule: each open report of the listing
 * weighed from its reporter's account (a story's reporter without one keeps the weight it was given).
 */
function weighListingReports(listingId: string) {
  const open = db.reports.filter((r) => r.listingId === listingId);
  const weights = weighReports(
    open.map((report): ReportToWeigh => {
      const account = db.accounts.find((a) => a._id === report.reporterId);
      const reportedAt = new Date(report.createdAt);
      const dismissed = db.closedReports.filter((c) => c.reporterId === report.reporterId && c.outcome === 'dismissed');
      return {
        email: account?.email ?? `${report.reporterId}@example.in`,
        accountSince: account?.since ? new Date(account.since) : account ? reportedAt : new Date(0),
        approvedItemSince: null,
        reportedAt,
        dismissedHere: account
          ? dismissed.some((c) => c.listingId === listingId)
          : report.weight === 'dismissed before',
        dismissedRecently: account ? dismissed.length : report.weight === 'often dismissed' ? Infinity : 0,
      };
    }),
  );
  open.forEach((report, i) => {
    if (db.accounts.some((a) => a._id === report.reporterId)) report.weight = weights[i]!;
  });
  return open.map((report) => report.weight);
}

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
    weight: 'new account',
  });
  if (holdsListing(weighListingReports(listing._id)) && listing.status === 'live') listing.status = 'held';
  return HttpResponse.json({ message: freshnessMessages.reported }, { status: 201 });
});

const respond = endpoint('post', apiPaths.respondToReports(':id'), async ({ request, params }) => {
  const parsed = reportResponseRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? freshnessMessages.responseRequired);
  const own = ownListing(request, params.id);
  if ('refusal' in own) return own.refusal;
  if (own.listing.status !== 'held') return refuse(409, freshnessMessages.notHeld);
  if (db.reportResponses.some((r) => r.listingId === own.listing._id))
    return refuse(409, freshnessMessages.alreadyResponded);
  db.reportResponses.push({ listingId: own.listing._id, text: parsed.data.text, createdAt: mockNow() });
  return HttpResponse.json({ message: freshnessMessages.responded });
});

/** The owner's view of why their held listing is held (docs/listings.md#report-response), as the server's. */
export function reportHoldOf(listing: Listing): ReportHold | undefined {
  if (listing.status !== 'held') return undefined;
  const counts = new Map<ReportReason, number>();
  for (const r of db.reports.filter((r) => r.listingId === listing._id))
    counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  const response = db.reportResponses.find((r) => r.listingId === listing._id);
  return {
    reasons: [...counts]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || reportReasons.indexOf(a.reason) - reportReasons.indexOf(b.reason)),
    response: response ? { text: response.text, createdAt: response.createdAt } : null,
  };
}

const reportsQueue = endpoint('get', apiPaths.staffReports, ({ request }) => {
  const { refusal } = staffOf(request, listingMessages.onlyStaff);
  if (refusal) return refusal;
  const byListing = new Map<string, ReportedListing>();
  for (const { listingId, reporterId: _reporter, ...report } of db.reports) {
    const listing = db.listings.find((l) => l._id === listingId)!;
    const response = db.reportResponses.find((r) => r.listingId === listingId);
    const entry = byListing.get(listingId) ?? {
      listingId,
      title: listing.title,
      city: listing.location.city,
      locality: listing.location.locality,
      ownerName: listing.poster.name,
      status: listing.status,
      reports: [],
      ownerResponse: response ? { text: response.text, createdAt: response.createdAt } : null,
    };
    entry.reports.push(report);
    byListing.set(listingId, entry);
  }
  return HttpResponse.json([...byListing.values()]);
});

/**
 * A staff decision on a reported listing: 403 on the reviewer's own, 409 without open reports; else
 * they close with the outcome, the owner's response goes, and `change` applies.
 */
async function decideReported(
  request: Request,
  id: unknown,
  outcome: 'dismissed' | 'upheld',
  change: (listing: Listing) => void,
) {
  const { refusal, account } = staffOf(request, listingMessages.onlyStaff);
  if (refusal) return refusal;
  const listing = db.listings.find((l) => l._id === id);
  if (!listing) return refuse(404, listingMessages.notFound);
  const own = ownItemRefusal(account, listing.postedBy);
  if (own) return own;
  const closing = db.reports.filter((r) => r.listingId === listing._id);
  if (closing.length === 0) return refuse(409, freshnessMessages.noReports);
  db.closedReports.push(...closing.map(({ listingId, reporterId }) => ({ listingId, reporterId, outcome })));
  db.reports = db.reports.filter((r) => r.listingId !== listing._id);
  db.reportResponses = db.reportResponses.filter((r) => r.listingId !== listing._id);
  change(listing);
  return null;
}

const restore = endpoint('post', apiPaths.staffRestoreListing(':id'), async ({ request, params }) => {
  const refused = await decideReported(request, params.id, 'dismissed', (listing) => {
    if (listing.status === 'held') listing.status = 'live';
  });
  return refused ?? HttpResponse.json({ message: 'Listing restored' });
});

const remove = endpoint('post', apiPaths.staffRemoveListing(':id'), async ({ request, params }) => {
  // The body is checked first, as the server's schema does.
  const parsed = removeListingRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? freshnessMessages.removeReasonRequired);
  const refused = await decideReported(request, params.id, 'upheld', (listing) => {
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
  respond: {
    ...respond,
    already: respond.answer(409, { message: freshnessMessages.alreadyResponded }),
  },
  reports: { ...reportsQueue, empty: reportsQueue.answer(200, []) },
  restore,
  remove,
};
