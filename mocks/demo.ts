import type { BuilderProject, Inquiry, Listing } from '@/api/contract';
import type { MockAccount, StoredInquiry, StoredLead } from './stored';
import { aListing, anInquiry, aPhoto, aPlot, aThreadMessage, newId } from './factories';

// The demo data resetDb (mocks/db.ts) writes that takes more than a factory call: the listings of
// the Seller and the Agent, and the leads the stories open (their inquiries added to `inquiries`).

/**
 * The demo listings: the Seller's flat (with inquiries), villa for rent and pending plot, and the
 * Agent's office and independent house, in Bengaluru, Mumbai and Pune.
 */
export function demoListings(accounts: readonly MockAccount[]): Listing[] {
  const seller = accounts.find((a) => a.role === 'Seller')!;
  const agent = accounts.find((a) => a.role === 'Agent')!;
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

export function storedLead(ownerId: string, first: StoredInquiry, overrides: Partial<StoredLead> = {}): StoredLead {
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
export function builderLeads(
  projects: readonly BuilderProject[],
  inquiries: StoredInquiry[],
  builderId: string,
): StoredLead[] {
  const [villas, heights, , , central] = projects;
  const ask = (project: BuilderProject, inquiry: Partial<Inquiry>): StoredInquiry => {
    const stored = {
      ...anInquiry({ listingId: project._id, listingTitle: project.projectName, ...inquiry }),
      projectId: project._id,
    };
    inquiries.push(stored);
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
