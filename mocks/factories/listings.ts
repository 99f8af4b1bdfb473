import {
  DAY_MS,
  emptyProjectFields,
  type BuilderProfile,
  type BuilderProject,
  type FavouriteProperty,
  type Inquiry,
  type Listing,
  type PropertySummary,
  type Role,
  type SavedSearch,
  type Session,
  type ThreadMessage,
  type User,
} from '@/api/contract';

// Deterministic data: ids from a counter, fixed dates, no randomness, so baselines stay stable.
let nextId = 1;
const id = (prefix: string) => `${prefix}${String(nextId++).padStart(4, '0')}`;
export const resetIds = () => {
  nextId = 1;
};

const FIXED_NOW_SECONDS = 1_900_000_000; // 2030: tokens made here stay valid in tests.

/** A JWT-like token whose payload carries `exp` in seconds (docs/auth.md#session-token). */
export function aToken({ exp = FIXED_NOW_SECONDS, sub = 'user' }: { exp?: number; sub?: string } = {}) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp, jti: `jti-${sub}` })}.signature`;
}

const namesByRole: Record<Role, string> = {
  Buyer: 'Asha Rao',
  Seller: 'Vikram Shah',
  Agent: 'Meera Iyer',
  Builder: 'Rohan Mehta',
};

export function aUser(overrides: Partial<User> & { role?: Role } = {}): User {
  const role = overrides.role ?? 'Buyer';
  const name = overrides.name ?? namesByRole[role];
  return {
    _id: id('user-'),
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
    role,
    phone: '9876543210',
    ...(role === 'Builder' ? { username: 'skyline-developers' } : {}),
    ...overrides,
  };
}

export function aSession(overrides: Partial<User> & { role?: Role; exp?: number } = {}): Session {
  const { exp, ...userOverrides } = overrides;
  const user = aUser(userOverrides);
  return { ...user, token: aToken({ exp, sub: user._id }) };
}

/** The demo Builder's complete profile: every field the profile pages read back. */
export const completeBuilderProfile = {
  username: 'skyline-developers',
  name: 'Rohan Mehta',
  companyName: 'Skyline Developers',
  tagline: 'Homes built to last generations',
  profilePhoto: '/mock-media/builder.jpg',
  phone: '+91 98765 43210',
  email: 'hello@skyline.example.in',
  website: 'https://skyline.example.in',
  about: 'Skyline Developers has delivered homes and workplaces across Bengaluru and Pune since 2004.',
  companyEstablished: 2004,
  companyAddress: 'Indiranagar, Bengaluru',
  expertise: ['Villas', 'Apartments', 'Commercial'],
} satisfies Omit<BuilderProfile, '_id'>;

export function aBuilderProfile(overrides: Partial<BuilderProfile> = {}): BuilderProfile {
  // Its own expertise list: a story's edits must not reach the next story's profile.
  return {
    _id: id('builder-'),
    ...completeBuilderProfile,
    expertise: [...completeBuilderProfile.expertise],
    ...overrides,
  };
}

export type ProjectKind = 'villa' | 'flat' | 'shops' | 'office' | 'mixed';

/** A saved project of one kind, with its own detail section filled and media from public/mock-media. */
export function aProject(kind: ProjectKind = 'villa', overrides: Partial<BuilderProject> = {}): BuilderProject {
  const empty = emptyProjectFields();
  const unit = (type: string, area: number, price: number) => ({ type, area, price });
  const byKind: Record<ProjectKind, Partial<BuilderProject>> = {
    villa: {
      propertyType: 'residential',
      residentialType: 'villa',
      projectName: 'Skyline Palm Villas',
      expectedPrice: 12_500_000,
      totalArea: 2400,
      villaDetails: {
        ...empty.villaDetails,
        totalVillas: 24,
        totalFloors: 2,
        configurations: [
          { bhkType: '3BHK', bathrooms: 3, area: 2400, price: 12_500_000 },
          { bhkType: '4BHK', bathrooms: 4, area: 3200, price: 18_000_000 },
        ],
        basicAmenities: { security: true, parking: true, powerBackup: true, liftElevator: false },
        luxuryAmenities: { privateGarden: true, swimmingPool: true, clubHouse: false, homeTheater: false },
      },
    },
    flat: {
      propertyType: 'residential',
      residentialType: 'flat',
      projectName: 'Skyline Heights',
      expectedPrice: 7_800_000,
      totalArea: 1250,
      flatDetails: {
        ...empty.flatDetails,
        totalApartments: 120,
        totalFloors: 15,
        flatsPerFloor: 8,
        configurations: [
          {
            bhkType: '2BHK',
            bathrooms: 2,
            carpetArea: 950,
            builtUpArea: 1100,
            superBuiltUpArea: 1250,
            price: 7_800_000,
          },
        ],
        basicAmenities: { security: true, parking: true, powerBackup: true, liftElevator: true },
        luxuryAmenities: { garden: true, swimmingPool: true, clubHouse: true, homeTheater: false },
      },
    },
    shops: {
      propertyType: 'commercial',
      commercialType: 'shops',
      projectName: 'Skyline Market Square',
      expectedPrice: 4_500_000,
      totalArea: 300,
      shopDetails: { totalFloors: 3, types: [unit('Retail shop', 300, 4_500_000)] },
    },
    office: {
      propertyType: 'commercial',
      commercialType: 'office',
      projectName: 'Skyline Business Park',
      expectedPrice: 95_000,
      totalArea: 1500,
      officeDetails: { totalFloors: 10, types: [unit('Office suite', 1500, 95_000)] },
    },
    mixed: {
      propertyType: 'commercial',
      commercialType: 'shop/office',
      projectName: 'Skyline Central',
      expectedPrice: 3_500_000,
      totalArea: 1400,
      mixedUseDetails: {
        totalFloors: 8,
        shopTypes: [unit('Ground-floor shop', 400, 3_500_000)],
        officeTypes: [unit('Office floor', 1000, 9_000_000)],
        commercialAmenities: { reception: true, parking: true, securitySystem: true, conferenceRoom: false },
      },
    },
  };
  return {
    _id: id('project-'),
    postedBy: 'builder-owner',
    createdAt: '2026-10-05T10:00:00.000Z',
    projectStatus: 'under construction',
    completionTimeline: '1 year',
    description: 'Thoughtfully planned homes with open green spaces, close to schools and the metro.',
    location: {
      address: '12 Old Airport Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      area: 'Indiranagar',
      pincode: '560038',
      landmark: 'Near the metro station',
    },
    media: {
      bannerPhoto: `/mock-media/${kind}.jpg`,
      blueprintPhotos: ['/mock-media/blueprint.jpg'],
      additionalPhotos: [],
    },
    reviewState: 'approved',
    ...byKind[kind],
    ...overrides,
  } as BuilderProject;
}

export function aFavourite(overrides: Partial<FavouriteProperty> = {}): FavouriteProperty {
  return {
    _id: id('property-'),
    title: '3 BHK Flat in Whitefield',
    price: 9_500_000,
    city: 'Bengaluru',
    coverPhoto: '/mock-media/flat.jpg',
    ...overrides,
  };
}

/**
 * An approved 2 BHK flat for sale in Bengaluru, posted by a Seller, with every field of its type
 * filled; the poster is shown by name and role only (docs/listings.md#contact-details).
 */
/** A moment `days` before now, as the API writes it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export function aListing(overrides: Partial<Listing> = {}): Listing {
  return {
    _id: id('listing-'),
    postedBy: 'seller-owner',
    poster: { name: 'Vikram Shah', role: 'Seller' },
    purpose: 'sale',
    propertyType: 'flat',
    title: '2 BHK Flat in Koramangala',
    description: 'A bright, east-facing flat close to Forum Mall, with covered parking and 24/7 water.',
    bhk: 2,
    bathrooms: 2,
    carpetArea: 980,
    builtUpArea: 1150,
    superBuiltUpArea: 1280,
    plotArea: null,
    price: 9_500_000,
    furnishing: 'semi-furnished',
    floor: 4,
    totalFloors: 12,
    facing: 'east',
    availability: 'ready to move',
    ageYears: 5,
    possessionBy: '',
    amenities: ['lift', 'parking', 'power backup', 'security', 'water supply 24x7'],
    location: {
      address: '14, 5th Cross, 6th Block',
      state: 'Karnataka',
      city: 'Bengaluru',
      locality: 'Koramangala',
      pincode: '560095',
      landmark: 'Near Forum Mall',
    },
    photos: ['/mock-media/flat.jpg', '/mock-media/villa.jpg'],
    reviewState: 'approved',
    views: 42,
    inquiryCount: 3,
    createdAt: '2026-10-12T09:30:00.000Z',
    updatedAt: '2026-10-12T09:30:00.000Z',
    // Relative to today, so every story reads "Confirmed available 3 days ago".
    confirmedAt: daysAgo(3),
    status: 'live',
    ...overrides,
  };
}

/** A plot: land only, so a plot area and nothing of a building (rooms, areas, floors, furnishing, age). */
export function aPlot(overrides: Partial<Listing> = {}): Listing {
  return aListing({
    propertyType: 'plot',
    bhk: null,
    bathrooms: null,
    carpetArea: null,
    builtUpArea: null,
    superBuiltUpArea: null,
    plotArea: 2400,
    furnishing: '',
    floor: null,
    totalFloors: null,
    facing: 'north',
    availability: '',
    ageYears: null,
    ...overrides,
  });
}

export function anInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    _id: id('inquiry-'),
    listingId: 'listing-0001',
    listingTitle: '2 BHK Flat in Koramangala',
    buyer: { name: 'Asha Rao' },
    message: 'Is the flat still available? I would like to visit this Saturday morning.',
    state: 'new',
    createdAt: '2026-10-14T11:15:00.000Z',
    thread: [],
    ...overrides,
  };
}

/** A message in an inquiry's thread: by default the poster's answer. */
export function aThreadMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    _id: id('message-'),
    from: 'poster',
    authorName: 'Vikram Shah',
    text: 'Yes, it is available. Saturday at 11 am works for me.',
    createdAt: '2026-10-15T09:00:00.000Z',
    ...overrides,
  };
}

/** A search card: by default a listing; pass kind 'builder-project' and project-like fields for a project. */
export function aPropertySummary(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    _id: id('listing-'),
    kind: 'listing',
    title: '2 BHK Flat in Koramangala',
    price: 9_500_000,
    purpose: 'sale',
    propertyType: 'flat',
    bhk: 2,
    area: 1150,
    carpetArea: 980,
    builtUpArea: 1150,
    superBuiltUpArea: 1280,
    city: 'Bengaluru',
    locality: 'Koramangala',
    state: 'Karnataka',
    coverPhoto: '/mock-media/flat.jpg',
    postedByRole: 'Seller',
    createdAt: '2026-10-12T09:30:00.000Z',
    status: 'ready to move',
    ...overrides,
  };
}

/** The mocks' signature of an unsubscribe token (`{searchId}.{signature}`, docs/listings.md#alert-unsubscribe). */
export const MOCK_UNSUBSCRIBE_SIGNATURE = 'mock-signature';

/** A buyer's saved search: 3 BHK in Andheri, Mumbai, alerts on. */
export function aSavedSearch(overrides: Partial<SavedSearch> & { userId: string }): SavedSearch & { userId: string } {
  return {
    _id: id('search-'),
    name: '3 BHK in Andheri, Mumbai',
    query: 'city=Mumbai&q=Andheri&bhk=3',
    alerts: true,
    createdAt: '2026-10-10T09:00:00.000Z',
    ...overrides,
  };
}
