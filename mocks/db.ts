import type {
  BuilderProfile,
  BuilderProject,
  FavouriteProperty,
  Listing,
  SavedSearch,
  ListingReport,
  OwnerResponse,
} from '@/api/contract';
import type { Notification, NotificationKind } from '@/api/contract/notifications';
import {
  aBuilderProfile,
  aFavourite,
  aNotification,
  anInquiry,
  aProject,
  aSavedSearch,
  aSession,
  aThreadMessage,
  resetIds,
} from './factories';
import { builderLeads, demoListings, storedLead } from './demo';
import type { MockAccount, StoredInquiry, StoredLead } from './stored';

export type { MockAccount, StoredInquiry, StoredLead } from './stored';

/** What a handler received: for asserting in play tests what was sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string without '?', '' when none: what a search asked for. */
  search: string;
  body: unknown;
  /** Multipart bodies: text parts as strings, files as { name, type, size }. */
  parts?: Record<string, unknown[]>;
  authorization: string | null;
}

/** A small in-memory db behind the MSW handlers; `resetDb()` gives each story a fresh one. */
export const db = {
  accounts: [] as MockAccount[],
  builders: [] as BuilderProfile[],
  projects: [] as BuilderProject[],
  favourites: [] as FavouriteProperty[],
  listings: [] as Listing[],
  inquiries: [] as StoredInquiry[],
  leads: [] as StoredLead[],
  /** The buyers' saved searches, each with its owner's account id. */
  savedSearches: [] as Array<SavedSearch & { userId: string }>,
  /** Open reports (docs/listings.md#listing-reports), with their listing and reporter. */
  reports: [] as (ListingReport & { listingId: string; reporterId: string })[],
  /** Reports staff closed: dismissed ones weigh on their reporter (docs/listings.md#report-weight). */
  closedReports: [] as { listingId: string; reporterId: string; outcome: 'dismissed' | 'upheld' }[],
  /** The owners' responses to the reports holding their listings (docs/listings.md#report-response). */
  reportResponses: [] as (OwnerResponse & { listingId: string })[],
  /** docs/notifications.md: each account's notifications, newest first, and the kinds it mutes. */
  notifications: [] as Array<Notification & { userId: string }>,
  notificationMutes: [] as Array<{ userId: string; kind: NotificationKind }>,
  /** Failed sign-ins in a row per account id (docs/auth.md#lockout: from 5, a sign-in needs the code). */
  failedLogins: {} as Record<string, number>,
  requests: [] as RecordedRequest[],
  /**
   * docs/review.md#edits-live-at-once: the price staff last approved, by listing or project id, once
   * it differs from the item's own (an approved item not here was approved at its price).
   */
  reviewedPrices: new Map<string, number>(),
  /** docs/api.md#idempotency: the answers of keyed writes, by `{account id} {key}` (mocks/handlers/idempotency.ts). */
  idempotencyKeys: new Map<string, { fingerprint: string; status: number; body: unknown }>(),
  /**
   * Photos uploaded ahead of a save (docs/api.md#photo-uploads), by key: what each one sent (its
   * bytes and the size its header declares), for play functions to check, and the address it shows at.
   */
  stagedPhotos: new Map<
    string,
    { name: string; url: string; bytes: number; width: number; height: number; type: string; exif: boolean }
  >(),
};

/**
 * The mocks' clock for what a story writes (a reply, a consent): a minute later at each call from a
 * fixed moment, so times are ordered and the same on every run (the baselines show them).
 */
const MOCK_CLOCK_START = Date.parse('2026-10-20T10:00:00.000Z');
let mockMinutes = 0;
export const mockNow = () => new Date(MOCK_CLOCK_START + (mockMinutes += 1) * 60_000).toISOString();

export function resetDb() {
  resetIds();
  mockMinutes = 0;
  const builder = aBuilderProfile();
  db.accounts = (['Buyer', 'Seller', 'Agent', 'Builder'] as const).map((role) => ({
    // The builder's account is the one behind the public profile, so it owns the projects.
    ...aSession({ role, ...(role === 'Builder' ? { _id: builder._id } : {}) }),
    password: 'Nivaas@123',
  }));
  db.builders = [builder];
  db.projects = [
    aProject('villa', { postedBy: builder._id, projectStatus: 'completed', completionTimeline: undefined }),
    aProject('flat', { postedBy: builder._id, projectStatus: 'under construction' }),
    aProject('shops', { postedBy: builder._id, projectStatus: 'complete soon', completionTimeline: '3 months' }),
    aProject('office', { postedBy: builder._id, projectStatus: 'not started', completionTimeline: '2 years' }),
    aProject('mixed', { postedBy: builder._id, projectStatus: 'under construction' }),
  ];
  db.favourites = [aFavourite(), aFavourite({ title: 'Villa in Sarjapur', price: 21_000_000 })];
  db.listings = demoListings(db.accounts);
  const [flat] = db.listings;
  const buyerId = db.accounts[0]!._id;
  db.inquiries = [
    {
      ...anInquiry({ listingId: flat!._id, listingTitle: flat!.title, createdAt: '2026-10-16T08:00:00.000Z' }),
      buyerId,
    },
    {
      ...anInquiry({
        listingId: flat!._id,
        listingTitle: flat!.title,
        buyer: { name: 'Karan Mehta', phone: '9123456780', phoneSharedAt: '2026-10-13T17:45:00.000Z' },
        message: 'What is the maintenance per month, and is the price negotiable?',
        state: 'replied',
        createdAt: '2026-10-13T17:45:00.000Z',
        thread: [
          aThreadMessage({
            authorName: flat!.poster.name,
            text: 'Maintenance is ₹3,500 a month. There is a little room on the price.',
            createdAt: '2026-10-14T09:30:00.000Z',
          }),
        ],
      }),
      buyerId,
    },
  ];
  // Last, so the ids above stay as stories know them.
  db.accounts.push({ ...aSession({ name: 'Nivaas Review Team', isStaff: true }), password: 'Nivaas@123' });
  db.savedSearches = [
    aSavedSearch({ userId: buyerId }),
    aSavedSearch({
      userId: buyerId,
      name: 'Rent in Pune',
      query: 'city=Pune&purpose=rent',
      alerts: false,
      createdAt: '2026-10-02T07:15:00.000Z',
    }),
  ];
  const seller = db.accounts.find((a) => a.role === 'Seller')!;
  db.notifications = [
    aNotification({
      userId: seller._id,
      text: `Asha Rao asked about "${flat!.title}"`,
      createdAt: '2026-10-16T08:00:00.000Z',
    }),
    aNotification({
      userId: seller._id,
      kind: 'review',
      text: `"${flat!.title}" was approved and is now public`,
      link: '/seller',
      createdAt: '2026-10-12T11:00:00.000Z',
      readAt: '2026-10-12T12:00:00.000Z',
    }),
    aNotification({
      userId: buyerId,
      kind: 'reply',
      text: `${flat!.poster.name} wrote about "${flat!.title}"`,
      link: '/buyer',
      createdAt: '2026-10-14T09:30:00.000Z',
    }),
  ];
  db.notificationMutes = [];
  db.reports = [];
  db.closedReports = [];
  db.reportResponses = [];
  db.failedLogins = {};
  db.requests = [];
  db.reviewedPrices = new Map();
  db.idempotencyKeys = new Map();
  // Last, with ids of their own after every other (docs/leads.md).
  db.leads = [
    storedLead(flat!.postedBy, db.inquiries[0]!, { buyerId }),
    storedLead(flat!.postedBy, db.inquiries[1]!, { stage: 'contacted' }),
    ...builderLeads(db.projects, db.inquiries, builder._id),
  ];
  db.stagedPhotos = new Map();
}

/** The account whose token the request carries, or null. */
export const accountOf = (request: Request) => {
  const authorization = request.headers.get('authorization');
  return authorization ? (db.accounts.find((a) => `Bearer ${a.token}` === authorization) ?? null) : null;
};

/** The requests the handlers saw for a path, newest last. */
export const requestsTo = (path: string, method?: string) =>
  db.requests.filter((request) => request.path === path && (!method || request.method === method));

resetDb();
