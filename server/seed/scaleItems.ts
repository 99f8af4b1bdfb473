import {
  amenities as listingAmenities,
  emptyListingFields,
  facings,
  type Amenity,
  type Furnishing,
  type ListingFields,
  type ListingPurpose,
  type ListingType,
  TYPE_RATE_FACTORS,
} from '@/api/contract';
import type { Place } from './places';
import { between, oneOf, weighted, whole, type Random } from './scaleRandom';

// The listings of the scale seed (server/seed/scale.ts), drawn from a seeded random source: India's
// usual mix (two in three for sale, mostly 2 and 3 BHK flats, rents a month at a 2.5-3.5 % yield)
// priced from their locality's rate. Every item meets the form's rules (server/seed/scale.test.ts);
// the builders' projects are in scaleProjects.ts.

/** Rupees as people ask them: to ₹10,000 below a crore, to the lakh above; a rent to ₹500. */
export const roundSale = (rupees: number) =>
  rupees < 10_000_000 ? Math.round(rupees / 10_000) * 10_000 : Math.round(rupees / 100_000) * 100_000;
const roundRent = (rupees: number) => Math.max(2_000, Math.round(rupees / 500) * 500);
/** A year's rent as a share of the price: homes yield 2.5-3.5 %, shops and offices 6-8 %. */
const rentOf = (random: Random, salePrice: number, commercial: boolean) =>
  roundRent((salePrice * (commercial ? between(random, 0.06, 0.08) : between(random, 0.025, 0.035))) / 12);

/** Carpet area (sq ft) of a home by its BHK, before the spread of ±20 %. */
export const carpetOfBhk = [0, 420, 680, 1050, 1600, 2300, 3000];

const saleTypes = [
  ['flat', 72],
  ['independent house', 8],
  ['villa', 5],
  ['plot', 7],
  ['shop', 4],
  ['office', 4],
] as const;
const rentTypes = [
  ['flat', 78],
  ['independent house', 8],
  ['villa', 2],
  ['shop', 6],
  ['office', 6],
] as const;
const flatBhk = [
  [1, 18],
  [2, 40],
  [3, 30],
  [4, 9],
  [5, 3],
] as const;
const houseBhk = [
  [2, 15],
  [3, 40],
  [4, 30],
  [5, 12],
  [6, 3],
] as const;
const typeWords: Record<ListingType, string> = {
  flat: 'Flat',
  'independent house': 'Independent House',
  villa: 'Villa',
  plot: 'Plot',
  shop: 'Shop',
  office: 'Office Space',
};
/** How often a home has each amenity. */
const amenityOdds: Record<Amenity, number> = {
  lift: 0.85,
  parking: 0.8,
  'power backup': 0.7,
  security: 0.8,
  gym: 0.35,
  'swimming pool': 0.25,
  'club house': 0.3,
  garden: 0.4,
  'gas pipeline': 0.3,
  'water supply 24x7': 0.6,
  'children play area': 0.4,
  'rainwater harvesting': 0.25,
  intercom: 0.4,
  'visitor parking': 0.35,
};
const commercialAmenities: Amenity[] = ['lift', 'parking', 'power backup', 'security', 'water supply 24x7'];
const plotAmenities: Amenity[] = ['security', 'water supply 24x7', 'rainwater harvesting'];
const societies = ['Sai', 'Shree', 'Green', 'Royal', 'Silver', 'Lake', 'Palm', 'Sunrise', 'Gokul', 'Ganga', 'Om'];
const societyKinds = ['Heritage', 'Residency', 'Towers', 'Apartments', 'Enclave', 'Heights', 'Park', 'Vihar'];
export const roads = [
  'Main Road',
  'Station Road',
  'Link Road',
  'Cross Road',
  'Temple Street',
  'Market Road',
  '1st Main',
];
export const landmarks = [
  'Near the metro station',
  'Opposite the municipal school',
  'Near the railway station',
  'Behind the temple',
  'Near the vegetable market',
  'Next to the city hospital',
  'Near the bus depot',
];
const titleWords = ['Spacious', 'Sunny', 'Corner', 'Well-kept', 'Airy', 'Park-facing', 'Newly painted'];
const furnishingWords: Record<Furnishing, string> = {
  unfurnished: 'unfurnished',
  'semi-furnished': 'semi-furnished',
  furnished: 'fully furnished',
};
const ordinal = (n: number) =>
  n === 0
    ? 'ground'
    : `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const month = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const sqft = (area: number) => area.toLocaleString('en-IN');

/** The areas of a listing that is not a plot (sq ft): built-up 12-25 % over the carpet, flats a super built-up. */
function buildingAreas(random: Random, type: ListingType, bhk: number | null) {
  const carpetBase =
    type === 'shop' ? whole(random, 100, 750) : type === 'office' ? whole(random, 350, 5000) : carpetOfBhk[bhk!]!;
  const house = type === 'villa' || type === 'independent house';
  const carpet = Math.round(carpetBase * between(random, 0.8, 1.2) * (house ? 1.4 : 1));
  const builtUp = Math.round(carpet * between(random, 1.12, 1.25));
  const commercial = type === 'shop' || type === 'office';
  return {
    // docs/listings.md#carpet-first: homes give the carpet area; a shop or an office may not.
    carpetArea: commercial && random() < 0.25 ? null : carpet,
    builtUpArea: builtUp,
    superBuiltUpArea: type === 'flat' && random() < 0.8 ? Math.round(builtUp * between(random, 1.15, 1.35)) : null,
  };
}

/** One listing's fields as its poster would fill in the form, in a place, at `now`. */
export function scaleListingFields(random: Random, place: Place, now: Date): ListingFields {
  const purpose: ListingPurpose = random() < 0.68 ? 'sale' : 'rent';
  const type: ListingType = weighted(random, purpose === 'sale' ? saleTypes : rentTypes);
  const home = type === 'flat' || type === 'villa' || type === 'independent house';
  const plot = type === 'plot';
  const commercial = !home && !plot;
  const bhk = home ? weighted(random, type === 'flat' ? flatBhk : houseBhk) : null;
  const areas = plot
    ? { carpetArea: null, builtUpArea: null, superBuiltUpArea: null }
    : buildingAreas(random, type, bhk);
  const plotArea = plot ? whole(random, 18, 120) * 50 : null;
  const salePrice =
    (plotArea ?? areas.builtUpArea!) * place.rate * TYPE_RATE_FACTORS[type] * between(random, 0.8, 1.25);
  const price = purpose === 'sale' ? roundSale(salePrice) : rentOf(random, salePrice, commercial);
  const totalFloors = type === 'flat' ? whole(random, 4, 40) : commercial ? whole(random, 1, 25) : whole(random, 1, 3);
  const floor =
    type === 'flat' || commercial ? whole(random, 0, Math.min(totalFloors, type === 'shop' ? 2 : 40)) : null;
  const ready = purpose === 'rent' || random() < 0.78;
  const furnishing: Furnishing = weighted(
    random,
    purpose === 'rent'
      ? [
          ['unfurnished', 25],
          ['semi-furnished', 45],
          ['furnished', 30],
        ]
      : [
          ['unfurnished', 40],
          ['semi-furnished', 42],
          ['furnished', 18],
        ],
  );
  const amenities = plot
    ? plotAmenities.filter(() => random() < 0.5)
    : commercial
      ? commercialAmenities.filter(() => random() < 0.7)
      : listingAmenities.filter((a) => (a !== 'lift' || type === 'flat') && random() < amenityOdds[a]);
  const possession = new Date(now.getTime());
  possession.setUTCMonth(possession.getUTCMonth() + whole(random, 3, 42));
  const area = plotArea ?? areas.carpetArea ?? areas.builtUpArea!;
  const what = home ? `${bhk} BHK ${typeWords[type]}` : `${sqft(area)} sq.ft ${typeWords[type]}`;
  const adjective = random() < 0.4 ? `${oneOf(random, titleWords)} ` : '';
  const building = floor === null ? '' : ` on the ${ordinal(floor)} floor of a ${totalFloors}-storey building`;
  const society = `${oneOf(random, societies)} ${oneOf(random, societyKinds)}`;
  return {
    ...emptyListingFields(),
    purpose,
    propertyType: type,
    title: `${adjective}${what} for ${purpose === 'sale' ? 'Sale' : 'Rent'} in ${place.locality}`,
    description: plot
      ? `A clear-title plot of ${sqft(plotArea!)} sq.ft in ${place.locality}, ${place.city}, in a layout with tar roads and drainage.`
      : `A ${furnishingWords[furnishing]} ${what.toLowerCase()}${building} in ${place.locality}, ${place.city}. ${
          ready ? 'Ready to move in.' : 'Under construction, possession as promised by the builder.'
        }`,
    bhk,
    bathrooms: home
      ? Math.max(1, bhk! + whole(random, -1, 1))
      : commercial && random() < 0.6
        ? whole(random, 0, 2)
        : null,
    ...areas,
    plotArea,
    price,
    furnishing: plot ? '' : furnishing,
    floor,
    totalFloors: plot ? null : totalFloors,
    facing: random() < 0.7 ? oneOf(random, facings) : '',
    availability: plot ? '' : ready ? 'ready to move' : 'under construction',
    ageYears: !plot && ready ? whole(random, 0, 25) : null,
    possessionBy: !plot && !ready ? month(possession) : '',
    amenities,
    location: {
      address:
        type === 'flat'
          ? `${whole(random, 1, 24)}0${whole(random, 1, 4)}, ${society}`
          : `${whole(random, 1, 300)}, ${oneOf(random, roads)}`,
      state: place.state,
      city: place.city,
      locality: place.locality,
      pincode: place.pincode,
      landmark: random() < 0.4 ? oneOf(random, landmarks) : '',
    },
  };
}
