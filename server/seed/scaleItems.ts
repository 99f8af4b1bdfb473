import {
  amenities as listingAmenities,
  completionTimelines,
  emptyListingFields,
  emptyProjectFields,
  facings,
  type Amenity,
  type BuilderProjectFields,
  type Furnishing,
  type ListingFields,
  type ListingPurpose,
  type ListingType,
  type ProjectStatus,
  TYPE_RATE_FACTORS,
} from '@/api/contract';
import { scaleCities, scalePlaces, type Place } from './places';

// The items of the scale seed (server/seed/scale.ts), drawn from a seeded random source so the same
// seed gives the same items: listings with India's usual mix (two in three for sale, mostly 2 and 3
// BHK flats, rents a month at a 2.5-3.5 % yield) priced from their locality's rate, and builders'
// projects. Every item meets the form's rules (server/seed/scaleItems.test.ts).

/** A random source in [0, 1): mulberry32, small and good enough for test data. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Random = ReturnType<typeof randomSource>;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const whole = (random: Random, low: number, high: number) => Math.floor(between(random, low, high + 1));
const oneOf = <T>(random: Random, values: readonly T[]) => values[Math.floor(random() * values.length)]!;
/** A value by its weight: `[[value, weight], ...]`. */
function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  let left = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) if ((left -= weight) < 0) return value;
  return choices[choices.length - 1]![0];
}

/**
 * Each place's share of the listings: its city's weight spread over its localities, some busier
 * than others (a stable 1-4 from the name), as cumulative sums for a binary search.
 */
const placeWeights = (() => {
  const cityWeight = new Map(scaleCities.map((c) => [c.city, c.weight]));
  const localityCount = new Map<string, number>();
  for (const p of scalePlaces) localityCount.set(p.city, (localityCount.get(p.city) ?? 0) + 1);
  const busyness = (name: string) => 1 + ([...name].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 4);
  let total = 0;
  return scalePlaces.map(
    (p) => (total += (cityWeight.get(p.city)! * busyness(p.locality)) / localityCount.get(p.city)!),
  );
})();

export function pickPlace(random: Random): Place {
  const target = random() * placeWeights[placeWeights.length - 1]!;
  let low = 0;
  let high = placeWeights.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (placeWeights[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return scalePlaces[low]!;
}

/** Rupees as people ask them: to ₹10,000 below a crore, to the lakh above; a rent to ₹500. */
const roundSale = (rupees: number) =>
  rupees < 10_000_000 ? Math.round(rupees / 10_000) * 10_000 : Math.round(rupees / 100_000) * 100_000;
const roundRent = (rupees: number) => Math.max(2_000, Math.round(rupees / 500) * 500);
/** A year's rent as a share of the price: homes yield 2.5-3.5 %, shops and offices 6-8 %. */
const rentOf = (random: Random, salePrice: number, commercial: boolean) =>
  roundRent((salePrice * (commercial ? between(random, 0.06, 0.08) : between(random, 0.025, 0.035))) / 12);

/** Carpet area (sq ft) of a home by its BHK, before the spread of ±20 %. */
const carpetOfBhk = [0, 420, 680, 1050, 1600, 2300, 3000];

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
const roads = ['Main Road', 'Station Road', 'Link Road', 'Cross Road', 'Temple Street', 'Market Road', '1st Main'];
const landmarks = [
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

/** Builders' names: fictional, a river or a range of hills and a trade. */
const builderRoots =
  'Sahyadri Kaveri Godavari Nilgiri Aravali Vindhya Narmada Ganga Himalaya Konkan Deccan Malabar Coromandel Satpura Tapti Brahmaputra Chambal Mahanadi Krishna Yamuna'.split(
    ' ',
  );
const builderTrades =
  'Realty Developers Constructions Homes Estates Infra Buildcon Habitats Properties Spaces Buildtech Realtors Projects Housing Landmarks Infratech Promoters Shelters Dwellings Ventures'.split(
    ' ',
  );
export const MAX_SCALE_BUILDERS = builderRoots.length * builderTrades.length;

/** The n-th builder's company (0-based, up to MAX_SCALE_BUILDERS): its name and its portfolio's username. */
export function scaleBuilder(n: number) {
  const root = builderRoots[n % builderRoots.length]!;
  const companyName = `${root} ${builderTrades[Math.floor(n / builderRoots.length) % builderTrades.length]}`;
  return { root, companyName, username: companyName.toLowerCase().replace(/ /g, '-') };
}

const projectWords =
  'Heights Greens Residency Towers Enclave Gardens Vista Park Meadows Crest Palms Horizon Springs Terraces'.split(' ');
const projectKinds = [
  ['flat', 60],
  ['villa', 15],
  ['shops', 10],
  ['office', 10],
  ['shop/office', 5],
] as const;
const projectStatuses = [
  ['completed', 30],
  ['complete soon', 10],
  ['under construction', 40],
  ['not started', 20],
] as const satisfies readonly (readonly [ProjectStatus, number])[];

/** A RERA number in its state's shape (docs/wizard.md#rera-format); a few projects give none. */
function reraNumberOf(random: Random, state: string) {
  if (random() < 0.15) return '';
  const digits = (n: number) => Array.from({ length: n }, () => whole(random, 0, 9)).join('');
  if (state === 'Maharashtra') return `P5${digits(10)}`;
  if (state === 'Uttar Pradesh') return `UPRERAPRJ${digits(6)}`;
  return `RERA/PRJ/${whole(random, 2019, 2025)}/${digits(5)}`;
}

const flatConfigurations = (random: Random, rate: number) => {
  const first = whole(random, 1, 3);
  return Array.from({ length: whole(random, 1, 3) }, (_, i) => {
    const bhk = first + i;
    const carpetArea = Math.round(carpetOfBhk[bhk]! * between(random, 0.85, 1.15));
    const builtUpArea = Math.round(carpetArea * between(random, 1.12, 1.2));
    return {
      bhkType: `${bhk}BHK`,
      bathrooms: Math.max(1, bhk),
      carpetArea,
      builtUpArea,
      superBuiltUpArea: Math.round(builtUpArea * between(random, 1.2, 1.3)),
      price: roundSale(builtUpArea * rate * between(random, 0.95, 1.15)),
    };
  });
};
const units = (random: Random, names: string[], low: number, high: number, rate: number) =>
  names.map((type) => {
    const area = whole(random, low, high);
    return { type, area, price: roundSale(area * rate * between(random, 1.3, 1.8)) };
  });

/** One approved project of a builder: its kind's details priced from the place's rate. */
export function scaleProjectFields(random: Random, builderRoot: string, place: Place): BuilderProjectFields {
  const kind = weighted(random, projectKinds);
  const status = weighted(random, projectStatuses);
  const fields = emptyProjectFields();
  const basics = { security: true, parking: true, powerBackup: random() < 0.8, liftElevator: kind !== 'villa' };
  const word = oneOf(random, projectWords);
  Object.assign(fields, {
    propertyType: kind === 'flat' || kind === 'villa' ? 'residential' : 'commercial',
    residentialType: kind === 'flat' || kind === 'villa' ? kind : '',
    commercialType: kind === 'flat' || kind === 'villa' ? '' : kind,
    projectStatus: status,
    completionTimeline: status === 'completed' ? '' : oneOf(random, completionTimelines),
    projectName: `${builderRoot} ${word} ${place.locality}`,
    description: `${builderRoot} ${word} in ${place.locality}, ${place.city}: ${
      kind === 'flat' ? 'apartments' : kind === 'villa' ? 'villas' : 'commercial spaces'
    } with ${basics.powerBackup ? 'full power backup, ' : ''}round-the-clock security and covered parking.`,
    location: {
      address: `Survey No. ${whole(random, 1, 400)}, ${oneOf(random, roads)}`,
      state: place.state,
      city: place.city,
      area: place.locality,
      pincode: place.pincode,
      landmark: random() < 0.4 ? oneOf(random, landmarks) : '',
    },
    reraNumber: reraNumberOf(random, place.state),
  });
  if (kind === 'flat')
    fields.flatDetails = {
      totalApartments: whole(random, 8, 80) * 10,
      totalFloors: whole(random, 8, 40),
      flatsPerFloor: whole(random, 2, 12),
      configurations: flatConfigurations(random, place.rate),
      basicAmenities: basics,
      luxuryAmenities: {
        garden: random() < 0.7,
        swimmingPool: random() < 0.5,
        clubHouse: random() < 0.6,
        homeTheater: random() < 0.2,
      },
    };
  else if (kind === 'villa') {
    const first = whole(random, 3, 4);
    fields.villaDetails = {
      totalVillas: whole(random, 12, 120),
      totalFloors: whole(random, 2, 3),
      configurations: Array.from({ length: whole(random, 1, 2) }, (_, i) => {
        const area = Math.round(carpetOfBhk[first + i]! * 1.5 * between(random, 0.9, 1.2));
        return { bhkType: `${first + i}BHK`, bathrooms: first + i, area, price: roundSale(area * place.rate * 1.3) };
      }),
      basicAmenities: basics,
      luxuryAmenities: {
        privateGarden: true,
        swimmingPool: random() < 0.6,
        clubHouse: random() < 0.7,
        homeTheater: random() < 0.3,
      },
    };
  } else if (kind === 'shop/office')
    fields.mixedUseDetails = {
      totalFloors: whole(random, 4, 15),
      shopTypes: units(random, ['High street retail'], 300, 900, place.rate),
      officeTypes: units(random, ['Office unit'], 800, 2500, place.rate),
      commercialAmenities: { reception: true, parking: true, securitySystem: true, conferenceRoom: random() < 0.6 },
    };
  else {
    const details = {
      totalFloors: whole(random, 2, 20),
      types:
        kind === 'shops'
          ? units(random, ['Ground floor shop', 'Upper floor shop'], 150, 700, place.rate)
          : units(random, ['Office suite', 'Full floor'], 800, 12_000, place.rate),
    };
    if (kind === 'shops') fields.shopDetails = details;
    else fields.officeDetails = details;
  }
  return fields;
}
