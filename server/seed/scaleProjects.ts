import { completionTimelines, emptyProjectFields, type BuilderProjectFields, type ProjectStatus } from '@/api/contract';
import type { Place } from './places';
import { carpetOfBhk, landmarks, roads, roundSale } from './scaleItems';
import { between, oneOf, weighted, whole, type Random } from './scaleRandom';

// The builders and projects of the scale seed (server/seed/scale.ts), drawn from its seeded source.

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
