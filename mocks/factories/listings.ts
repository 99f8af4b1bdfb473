import { DAY_MS, type FavouriteProperty, type Listing, type Photo, type PropertySummary } from '@/api/contract';
import { newId } from './ids';

/** A moment `days` before now, as the API writes it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A photo as answers name it; the mock photos have no variants, so the browser shows them as they are. */
export const aPhoto = (url: string): Photo => ({ url, variants: [] });

/**
 * An approved 2 BHK flat for sale in Bengaluru, posted by a Seller, with every field of its type
 * filled; the poster is shown by name and role only (docs/listings.md#contact-details).
 */
export function aListing(overrides: Partial<Listing> = {}): Listing {
  return {
    _id: newId('listing-'),
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
    place: null,
    photos: [aPhoto('/mock-media/flat.jpg'), aPhoto('/mock-media/villa.jpg')],
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

/** A search card: by default a listing; pass kind 'builder-project' and project-like fields for a project. */
export function aPropertySummary(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    _id: newId('listing-'),
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
    // The poster of aListing, as the listing's page names them (docs/listings.md#posted-by).
    postedByName: 'Vikram Shah',
    createdAt: '2026-10-12T09:30:00.000Z',
    status: 'ready to move',
    ...overrides,
  };
}

export function aFavourite(overrides: Partial<FavouriteProperty> = {}): FavouriteProperty {
  return {
    _id: newId('property-'),
    title: '3 BHK Flat in Whitefield',
    price: 9_500_000,
    city: 'Bengaluru',
    coverPhoto: '/mock-media/flat.jpg',
    ...overrides,
  };
}
