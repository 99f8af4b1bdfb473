import {
  LOCALITY_BHK_GROUPS,
  localityFigure,
  localityTrendMonths,
  type LocalityBhkGroup,
  type LocalityFacts,
} from '@/api/contract';

// docs/localities.md#locality-facts: a locality page's states, as the server would answer them. Each
// figure is written as a median and its listings; localityFigure hides it below the minimum, as the
// server does, so no fixture can show what the server would not.

/** The mocks' month (mocks/handlers/listings.ts's NOW): the trend runs November 2025 to October 2026. */
export const LOCALITY_MOCK_NOW = new Date('2026-10-20T10:00:00.000Z');
const months = localityTrendMonths(LOCALITY_MOCK_NOW);

type Medians = Partial<Record<LocalityBhkGroup, [median: number, listings: number]>>;

/** Every BHK group in the contract's order; a group left out has no listing. */
export const byBhkOf = (medians: Medians): LocalityFacts['sale']['byBhk'] =>
  LOCALITY_BHK_GROUPS.map((bhk) => {
    const [median, listings] = medians[bhk] ?? [null, 0];
    return { bhk, median: localityFigure(median, listings), listings };
  });

/** Twelve months from `first` to `last` median in even steps, each month over the given listings. */
export const trendOf = (first: number, last: number, listings: readonly number[]): LocalityFacts['sale']['trend'] =>
  months.map((month, i) => {
    const median = Math.round((first + ((last - first) * i) / (months.length - 1)) / 100) * 100;
    const count = listings[i % listings.length] ?? 0;
    return { month, median: localityFigure(median, count), listings: count };
  });

/** Baner, Pune, with plenty of listings: asking prices a little up over the year. */
export function aLocalityFacts(overrides: Partial<LocalityFacts> = {}): LocalityFacts {
  return {
    city: 'Pune',
    locality: 'Baner',
    counts: { sale: 82, rent: 60, projects: 7 },
    sale: {
      byBhk: byBhkOf({
        '1': [11_800, 14],
        '2': [12_600, 38],
        '3': [13_900, 22],
        '4': [16_200, 6],
        '5+': [19_500, 2],
        all: [12_900, 82],
      }),
      trend: trendOf(12_100, 12_900, [7, 6, 8, 5, 9, 6, 7, 8, 6, 9, 7, 8]),
    },
    rent: {
      byBhk: byBhkOf({ '1': [18_000, 11], '2': [28_000, 31], '3': [42_000, 15], '4': [65_000, 3], all: [28_500, 60] }),
      trend: trendOf(27_000, 28_500, [5, 6, 5, 7, 5, 6, 8, 5, 6, 5, 7, 6]),
    },
    centre: { lat: 18.5596, lng: 73.7799 },
    nearby: [
      { locality: 'Aundh', km: 2.9, properties: 64 },
      { locality: 'Pashan', km: 3.4, properties: 21 },
      { locality: 'Balewadi', km: 3.8, properties: 48 },
      { locality: 'Wakad', km: 4.7, properties: 93 },
      { locality: 'Hinjewadi', km: 5.5, properties: 120 },
      { locality: 'Kothrud', km: 6.5, properties: 77 },
    ],
    ...overrides,
  };
}

const enoughData = aLocalityFacts();

/** docs/localities.md#locality-minimum: a few listings, so every median is hidden but the counts show. */
const tooLittleData = aLocalityFacts({
  city: 'Nashik',
  locality: 'Gangapur Road',
  counts: { sale: 4, rent: 2, projects: 1 },
  sale: {
    byBhk: byBhkOf({ '2': [6_400, 3], '3': [7_100, 1], all: [6_600, 4] }),
    trend: trendOf(6_500, 6_500, [0, 1, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0]),
  },
  rent: {
    byBhk: byBhkOf({ '2': [14_000, 2], all: [14_000, 2] }),
    trend: trendOf(14_000, 14_000, [0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0]),
  },
  centre: { lat: 20.0112, lng: 73.7422 },
  nearby: [{ locality: 'College Road', km: 2.1, properties: 3 }],
});

/** Prices rising through the year (Wakad's sale rate up about 12 %). */
const trendUp = aLocalityFacts({
  locality: 'Wakad',
  sale: { byBhk: enoughData.sale.byBhk, trend: trendOf(9_800, 11_000, [8, 9, 7, 10, 8, 9, 11, 8, 9, 10, 12, 9]) },
  rent: { byBhk: enoughData.rent.byBhk, trend: trendOf(22_000, 24_500, [6, 7, 5, 8, 6, 7, 9, 6, 7, 8, 7, 6]) },
});

/** Prices falling through the year (Hinjewadi's sale rate down about 8 %). */
const trendDown = aLocalityFacts({
  locality: 'Hinjewadi',
  sale: { byBhk: enoughData.sale.byBhk, trend: trendOf(10_400, 9_600, [9, 8, 10, 7, 9, 8, 11, 9, 8, 10, 9, 8]) },
  rent: { byBhk: enoughData.rent.byBhk, trend: trendOf(25_000, 23_000, [7, 6, 8, 5, 7, 6, 8, 7, 6, 7, 8, 6]) },
});

/** The named states a locality page shows (stories pick one through mocks/handlers/localities.ts). */
export const localityStates = { enoughData, tooLittleData, trendUp, trendDown };
