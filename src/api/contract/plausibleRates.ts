import { z } from 'zod';
import { listingTypes, type ListingPurpose, type ListingType } from './listingChoices';
import type { ListingFields } from './listings';
import { isWholeRupees } from './numbers';
import { projectUnitSections, type ProjectUnitsSource } from './projectUnits';
import { lazySchema } from './lazySchema';

/**
 * docs/listings.md#plausible-rates: the rupees per sq.ft a price works out to, against the range its
 * city and type usually ask. Outside it, the form asks "Is ₹1.5 Lakh right?" before sending (the
 * person may confirm) and staff see the flag in the review queue. It refuses nothing. The words
 * people read are src/components/RateQuestion/rateWords.ts: only the screens that say them load them.
 */

/**
 * ₹ per built-up sq.ft of a flat for sale: the cheapest and dearest locality of each city our scale
 * seed prices (server/seed/places.ts, round asking figures). server/seed/plausibleRates.test.ts keeps
 * every seeded listing and project inside the ranges these give.
 */
const CITY_FLAT_RATES: Readonly<Record<string, readonly [number, number]>> = {
  mumbai: [15_000, 80_000],
  pune: [5_500, 20_000],
  bengaluru: [5_500, 25_000],
  hyderabad: [4_500, 16_000],
  chennai: [4_000, 22_000],
  'new delhi': [5_000, 60_000],
  gurugram: [5_500, 20_000],
  noida: [5_000, 14_000],
  kolkata: [3_800, 18_000],
  ahmedabad: [3_000, 9_500],
};
/** Any other city: the cheapest and dearest of all of them. */
const ANY_CITY_FLAT_RATE = [3_000, 80_000] as const;
/** Times a flat's rate, by type: a villa's land, a shop's frontage, a plot without a building (the scale seed prices by it too). */
export const TYPE_RATE_FACTORS: Record<ListingType, number> = {
  flat: 1,
  'independent house': 1.1,
  villa: 1.3,
  plot: 0.6,
  shop: 1.6,
  office: 1.2,
};
/** How far outside the city's own spread a rate may still be: a quarter of its cheapest, three times its dearest. */
const BELOW_CHEAPEST = 4;
const ABOVE_DEAREST = 3;
/** A year's rent as a share of the price: homes 2 to 4 %, shops and offices 5 to 10 %. */
const HOME_YIELD = [0.02, 0.04] as const;
const COMMERCIAL_YIELD = [0.05, 0.1] as const;

/** Two significant figures: a range a person can read and a doc can quote. */
const round2 = (value: number) => Number(value.toPrecision(2));

/** ₹ per sq.ft (a month, for rent) that a type usually asks in a city. */
export function plausibleRateRange(city: string, type: ListingType, purpose: ListingPurpose) {
  const [cheapest, dearest] = CITY_FLAT_RATES[city.trim().toLowerCase()] ?? ANY_CITY_FLAT_RATE;
  const factor = TYPE_RATE_FACTORS[type];
  const saleLow = (cheapest * factor) / BELOW_CHEAPEST;
  const saleHigh = dearest * factor * ABOVE_DEAREST;
  if (purpose === 'sale') return { low: round2(saleLow), high: round2(saleHigh) };
  // A month's rent: a twelfth of a year's yield on that price.
  const [lowYield, highYield] = type === 'shop' || type === 'office' ? COMMERCIAL_YIELD : HOME_YIELD;
  return { low: round2((saleLow * lowYield) / 12), high: round2((saleHigh * highYield) / 12) };
}

export const rateFlagSchema = lazySchema(() =>
  z.object({
    /** A project's unit (its BHK or type name); absent for a listing. */
    unit: z.string().optional(),
    type: z.enum(listingTypes),
    perMonth: z.boolean(),
    city: z.string(),
    price: z.number(),
    area: z.number(),
    /** ₹ per sq.ft (a month, for rent), and the range the city and type usually ask. */
    rate: z.number(),
    low: z.number(),
    high: z.number(),
  }),
);
export type RateFlag = z.infer<typeof rateFlagSchema>;

function check(
  price: number | null,
  area: number | null,
  what: Pick<RateFlag, 'type' | 'city' | 'unit'> & { purpose: ListingPurpose },
): RateFlag | null {
  if (!isWholeRupees(price) || typeof area !== 'number' || !(area > 0)) return null;
  const { low, high } = plausibleRateRange(what.city, what.type, what.purpose);
  const rate = price / area;
  if (rate >= low && rate <= high) return null;
  const { purpose, unit, ...rest } = what;
  return {
    ...(unit === undefined ? {} : { unit }),
    ...rest,
    perMonth: purpose === 'rent',
    price,
    area,
    rate,
    low,
    high,
  };
}

export type RatedListing = Pick<
  ListingFields,
  'purpose' | 'propertyType' | 'price' | 'builtUpArea' | 'carpetArea' | 'plotArea'
> & {
  location: Pick<ListingFields['location'], 'city'>;
};

/** A listing whose price per sq.ft (built-up, else carpet, else the plot's) is far from its city's: the flag, else null. */
export function listingRateFlag(listing: RatedListing): RateFlag | null {
  const { purpose, propertyType: type } = listing;
  if (!purpose || !type) return null;
  const area = type === 'plot' ? listing.plotArea : (listing.builtUpArea ?? listing.carpetArea);
  return check(listing.price, area, { type, purpose, city: listing.location.city });
}

export type RatedProject = ProjectUnitsSource & { location?: { city?: string } };

/** The first unit of a project whose price per sq.ft is far from its city's: the flag, else null. Projects are sold. */
export function projectRateFlag(project: RatedProject): RateFlag | null {
  const city = project.location?.city ?? '';
  for (const unit of projectUnitSections(project).flat()) {
    const flag = check(unit.price, unit.rateArea, { type: unit.kind, purpose: 'sale', city, unit: unit.name.trim() });
    if (flag) return flag;
  }
  return null;
}
