import type {
  BuilderProfile,
  BuilderProject,
  FavouriteProperty,
  Inquiry,
  Listing,
  SavedSearch,
  ListingReport,
  OwnerResponse,
  Session,
} from '@/api/contract';
import type { Lead } from '@/api/contract/leads';
import type { Notification, NotificationKind } from '@/api/contract/notifications';
import {
  aBuilderProfile,
  aFavourite,
  aListing,
  aNotification,
  aPhoto,
  anInquiry,
  aPlot,
  aProject,
  aSavedSearch,
  aSession,
  aThreadMessage,
  newId,
  resetIds,
} from './factories';

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

/**
 * An inquiry as the mocks keep it: the poster's view plus the buyer's account (absent for inquiries a
 * story adds without one), when the buyer last looked at the replies and when the poster last opened
 * My Inquiries.
 */
export type StoredInquiry = Inquiry & {
  buyerId?: string;
  buyerSeenAt?: string;
  posterSeenAt?: string;
  /** docs/leads.md#ask-the-builder: a project's inquiry, whose `listingId` is the project's id too. */
  projectId?: string;
};

/** docs/leads.md: a buyer's lead with an owner, its inquiries by id (the answer reads them from `inquiries`). */
export type StoredLead = Pick<Lead, '_id' | 'stage' | 'lostReason' | 'note' | 'followUpOn' | 'createdAt'> & {
  ownerId: string;
  buyerId?: string;
  inquiryIds: string[];
};

/** A small in-memory db behind the MSW handlers; `resetDb()` gives each story a fresh one. */
export const db = {
  /** `since`: when the account was made (docs/listings.md#report-weight); without it, just now. */
  accounts: [] as Array<Session & { password: string; since?: string }>,
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
  db.listings = demoListings();
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
    ...builderLeads(builder._id),
  ];
  db.stagedPhotos = new Map();
}

/**
 * The demo listings: the Seller's flat (with inquiries), villa for rent and pending plot, and the
 * Agent's office and independent house, in Bengaluru, Mumbai and Pune.
 */
function demoListings(): Listing[] {
  const seller = db.accounts.find((a) => a.role === 'Seller')!;
  const agent = db.accounts.find((a) => a.role === 'Agent')!;
  const bySeller = {
    postedBy: seller._id,
    poster: { name: seller.name, role: 'Seller' as const, phone: seller.phone },
  };
  const byAgent = {
    postedBy: agent._id,
    poster: { name: agent.name, role: 'Agent' as const, phone: agent.phone, email: agent.email },
  };
  return [
    aListing({ ...bySeller, inquiryCount: 2 }),
    aListing({
      ...bySeller,
      purpose: 'rent',
      propertyType: 'villa',
      title: '4 BHK Villa for Rent in Whitefield',
      description:
        'A furnished villa in a gated community, with a private garden, a clubhouse pool and two covered parking spaces.',
      bhk: 4,
      bathrooms: 4,
      carpetArea: null,
      builtUpArea: 3200,
      superBuiltUpArea: null,
      price: 120_000,
      furnishing: 'furnished',
      floor: null,
      totalFloors: 2,
      facing: 'north-east',
      ageYears: 3,
      amenities: ['parking', 'power backup', 'security', 'garden', 'swimming pool', 'club house'],
      location: { state: 'Karnataka', city: 'Bengaluru', locality: 'Whitefield', pincode: '560066', address: '' },
      photos: [aPhoto('/mock-media/villa.jpg')],
      views: 18,
      inquiryCount: 0,
      createdAt: '2026-10-15T12:00:00.000Z',
      updatedAt: '2026-10-15T12:00:00.000Z',
    }),
    aPlot({
      ...bySeller,
      title: 'Corner Plot near Hinjewadi Phase 2',
      description:
        'A north-facing corner plot in a gated layout, five minutes from the IT park, with a clear title and 24/7 water.',
      price: 6_000_000,
      amenities: ['security', 'water supply 24x7'],
      location: { state: 'Maharashtra', city: 'Pune', locality: 'Hinjewadi', pincode: '411057', address: '' },
      photos: [aPhoto('/mock-media/blueprint.jpg')],
      reviewState: 'pending_review',
      views: 0,
      inquiryCount: 0,
      createdAt: '2026-10-18T10:00:00.000Z',
      updatedAt: '2026-10-18T10:00:00.000Z',
    }),
    aListing({
      ...byAgent,
      propertyType: 'office',
      title: 'Furnished Office Space in Bandra Kurla Complex',
      description:
        'A ready office floor with 40 workstations, two cabins and a meeting room, steps from the BKC bus depot.',
      bhk: null,
      bathrooms: 2,
      carpetArea: 1800,
      builtUpArea: 2200,
      superBuiltUpArea: 2400,
      price: 65_000_000,
      furnishing: 'furnished',
      floor: 9,
      totalFloors: 14,
      availability: 'under construction',
      ageYears: null,
      possessionBy: '2027-06',
      amenities: ['lift', 'parking', 'power backup', 'security', 'visitor parking'],
      location: {
        state: 'Maharashtra',
        city: 'Mumbai',
        locality: 'Bandra Kurla Complex',
        pincode: '400051',
        address: '',
      },
      photos: [aPhoto('/mock-media/office.jpg')],
      views: 64,
      inquiryCount: 0,
      createdAt: '2026-10-10T09:00:00.000Z',
      updatedAt: '2026-10-10T09:00:00.000Z',
    }),
    aListing({
      ...byAgent,
      propertyType: 'independent house',
      title: '3 BHK Independent House in Kothrud',
      description:
        'A two-storey family home on a quiet lane, close to schools and the Kothrud bus depot, with its own terrace.',
      bhk: 3,
      bathrooms: 3,
      carpetArea: 1600,
      builtUpArea: 1900,
      superBuiltUpArea: 2050,
      price: 21_500_000,
      furnishing: 'unfurnished',
      floor: null,
      totalFloors: 2,
      facing: 'west',
      ageYears: 12,
      amenities: ['parking', 'garden', 'water supply 24x7'],
      location: { state: 'Maharashtra', city: 'Pune', locality: 'Kothrud', pincode: '411038', address: '' },
      photos: [aPhoto('/mock-media/villa.jpg'), aPhoto('/mock-media/flat.jpg')],
      views: 9,
      inquiryCount: 0,
      createdAt: '2026-10-08T09:00:00.000Z',
      updatedAt: '2026-10-08T09:00:00.000Z',
    }),
  ];
}

function storedLead(ownerId: string, first: StoredInquiry, overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    _id: newId('lead-'),
    ownerId,
    stage: 'new',
    note: '',
    createdAt: first.createdAt,
    inquiryIds: [first._id],
    ...overrides,
  };
}

/**
 * The builder's leads the stories open (docs/leads.md): Asha asked about two projects (one lead, two
 * interests, her number shared), Rohan is negotiating with a follow-up due before the mocks' today
 * (2026-10-20), Meera was lost. No buyer account: the buyer's own lists stay as they were.
 */
function builderLeads(builderId: string): StoredLead[] {
  const [villas, heights, , , central] = db.projects;
  const ask = (project: BuilderProject, inquiry: Partial<Inquiry>): StoredInquiry => {
    const stored = {
      ...anInquiry({ listingId: project._id, listingTitle: project.projectName, ...inquiry }),
      projectId: project._id,
    };
    db.inquiries.push(stored);
    return stored;
  };
  const asha = { name: 'Asha Rao', phone: '9876543210', phoneSharedAt: '2026-10-17T06:30:00.000Z' };
  const ashaVillas = ask(villas!, {
    buyer: asha,
    message: 'Are any 4 BHK villas still available? We would like to see the show villa.',
    createdAt: '2026-10-17T06:30:00.000Z',
  });
  const ashaHeights = ask(heights!, {
    buyer: { name: 'Asha Rao' },
    message: 'What is the possession date for the 2 BHK flats?',
    createdAt: '2026-10-18T12:10:00.000Z',
  });
  const rohan = ask(central!, {
    buyer: { name: 'Rohan Iyer' },
    message: 'Is there a ground-floor shop facing the main road?',
    state: 'replied',
    createdAt: '2026-10-09T10:00:00.000Z',
    thread: [
      aThreadMessage({
        authorName: 'Skyline Developers',
        text: 'Yes, two are left. The corner one is ₹42 Lakh.',
        createdAt: '2026-10-09T11:20:00.000Z',
      }),
    ],
  });
  const meera = ask(heights!, {
    buyer: { name: 'Meera Pillai' },
    message: 'Do you allow pets in the flats?',
    state: 'replied',
    createdAt: '2026-10-02T15:00:00.000Z',
  });
  return [
    { ...storedLead(builderId, ashaVillas), inquiryIds: [ashaVillas._id, ashaHeights._id] },
    storedLead(builderId, rohan, {
      stage: 'negotiating',
      note: 'Wants the corner shop; asked for 5% off. Call after the board meeting.',
      followUpOn: '2026-10-19',
    }),
    storedLead(builderId, meera, {
      stage: 'lost',
      lostReason: 'Bought a resale flat nearby',
      followUpOn: '2026-10-10',
    }),
  ];
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
