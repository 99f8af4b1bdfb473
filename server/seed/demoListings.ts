import { emptyListingFields, type ListingFields, type PosterRole, type ReviewState } from '@/api/contract';

export interface DemoListing {
  by: PosterRole;
  reviewState: ReviewState;
  fields: ListingFields;
}

const listing = (fields: Partial<ListingFields>): ListingFields => ({
  ...emptyListingFields(),
  ...fields,
});

/**
 * Issue #9 demo data: the seller's and the agent's listings in Mumbai, Bengaluru and Pune, every
 * one approved but the last of each (pending review). Each meets every listing rule.
 */
export const demoListings: DemoListing[] = [
  {
    by: 'Seller',
    reviewState: 'approved',
    fields: listing({
      purpose: 'sale',
      propertyType: 'flat',
      title: '2 BHK Sea-Facing Flat in Bandra West',
      description:
        'A bright 2 BHK on the 11th floor with an uninterrupted sea view, two balconies and covered parking. Five minutes from the Bandra station.',
      bhk: 2,
      bathrooms: 2,
      carpetArea: 850,
      builtUpArea: 1020,
      superBuiltUpArea: 1120,
      price: 38_500_000,
      furnishing: 'semi-furnished',
      floor: 11,
      totalFloors: 22,
      facing: 'west',
      availability: 'ready to move',
      ageYears: 8,
      amenities: ['lift', 'parking', 'power backup', 'security', 'gym', 'water supply 24x7'],
      location: {
        address: 'Carter Road',
        state: 'Maharashtra',
        city: 'Mumbai',
        locality: 'Bandra West',
        pincode: '400050',
        landmark: 'Near Otters Club',
      },
    }),
  },
  {
    by: 'Seller',
    reviewState: 'approved',
    fields: listing({
      purpose: 'rent',
      propertyType: 'independent house',
      title: '3 BHK Independent House for Rent in HSR Layout',
      description: 'A two-storey house with a private terrace and a small garden, close to HSR BDA complex.',
      bhk: 3,
      bathrooms: 3,
      carpetArea: 1700,
      builtUpArea: 2000,
      superBuiltUpArea: 2150,
      price: 85_000,
      furnishing: 'furnished',
      totalFloors: 2,
      facing: 'east',
      availability: 'ready to move',
      ageYears: 6,
      amenities: ['parking', 'power backup', 'garden', 'water supply 24x7'],
      location: { state: 'Karnataka', city: 'Bengaluru', locality: 'HSR Layout', pincode: '560102' },
    }),
  },
  {
    by: 'Seller',
    reviewState: 'pending_review',
    fields: listing({
      purpose: 'sale',
      propertyType: 'plot',
      title: 'Residential Plot in Hinjewadi Phase 3',
      description: 'A clear-title corner plot in a gated layout with tar roads and underground drainage.',
      plotArea: 2400,
      price: 7_200_000,
      facing: 'north',
      amenities: ['security', 'water supply 24x7'],
      location: { state: 'Maharashtra', city: 'Pune', locality: 'Hinjewadi', pincode: '411057' },
    }),
  },
  {
    by: 'Agent',
    reviewState: 'approved',
    fields: listing({
      purpose: 'sale',
      propertyType: 'villa',
      title: '4 BHK Villa with Pool in Whitefield',
      description:
        'A corner villa in a gated community with a private pool, home office and landscaped garden. Club house and 24/7 security.',
      bhk: 4,
      bathrooms: 5,
      carpetArea: 3400,
      builtUpArea: 4100,
      superBuiltUpArea: 4300,
      price: 52_500_000,
      furnishing: 'semi-furnished',
      totalFloors: 3,
      facing: 'north-east',
      availability: 'ready to move',
      ageYears: 2,
      amenities: ['parking', 'power backup', 'security', 'swimming pool', 'club house', 'garden', 'gas pipeline'],
      location: { state: 'Karnataka', city: 'Bengaluru', locality: 'Whitefield', pincode: '560066' },
    }),
  },
  {
    by: 'Agent',
    reviewState: 'approved',
    fields: listing({
      purpose: 'sale',
      propertyType: 'flat',
      title: '3 BHK in Baner, Possession 2027',
      description: 'An under-construction 3 BHK in a RERA registered tower with a clubhouse and a jogging track.',
      bhk: 3,
      bathrooms: 3,
      carpetArea: 1150,
      builtUpArea: 1400,
      superBuiltUpArea: 1600,
      price: 14_800_000,
      furnishing: 'unfurnished',
      floor: 7,
      totalFloors: 18,
      facing: 'south-east',
      availability: 'under construction',
      possessionBy: '2027-12',
      amenities: ['lift', 'parking', 'power backup', 'security', 'gym', 'club house', 'children play area'],
      location: { state: 'Maharashtra', city: 'Pune', locality: 'Baner', pincode: '411045' },
    }),
  },
  {
    by: 'Agent',
    reviewState: 'approved',
    fields: listing({
      purpose: 'rent',
      propertyType: 'office',
      title: 'Furnished Office in Lower Parel',
      description: 'A 40-seat plug-and-play office with two cabins, a conference room and a pantry.',
      bathrooms: 2,
      carpetArea: 2200,
      builtUpArea: 2800,
      superBuiltUpArea: 2900,
      price: 350_000,
      furnishing: 'furnished',
      floor: 5,
      totalFloors: 12,
      facing: 'south',
      availability: 'ready to move',
      ageYears: 10,
      amenities: ['lift', 'parking', 'power backup', 'security', 'visitor parking', 'intercom'],
      location: { state: 'Maharashtra', city: 'Mumbai', locality: 'Lower Parel', pincode: '400013' },
    }),
  },
  {
    by: 'Agent',
    reviewState: 'pending_review',
    fields: listing({
      purpose: 'sale',
      propertyType: 'shop',
      title: 'Ground-Floor Shop on FC Road',
      description: 'A high-footfall shop with a 20 ft frontage on Fergusson College Road.',
      carpetArea: 400,
      builtUpArea: 480,
      superBuiltUpArea: 520,
      price: 16_000_000,
      furnishing: 'unfurnished',
      floor: 0,
      totalFloors: 4,
      facing: 'east',
      availability: 'ready to move',
      ageYears: 15,
      amenities: ['power backup', 'security'],
      location: { state: 'Maharashtra', city: 'Pune', locality: 'Shivajinagar', pincode: '411004' },
    }),
  },
];

/** Days since each demo listing was confirmed available: one due for its reminder (26), one paused (35). */
export const DEMO_CONFIRMED_DAYS = [1, 26, 0, 2, 5, 35, 0];
