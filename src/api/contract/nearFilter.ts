import { z } from 'zod';
import { INDIA_BOX } from './indiaBox';

// docs/map.md#near-filter: "within N km of" a place (a locality's centre or a pin), a filter of
// search and of the map, given as three query parameters that come together or not at all, and
// the place's name for the page to say (nearName: words only, never a condition).

/** The distances a person picks from: a few, so searches (and their cached answers) repeat. */
export const withinKmChoices = [1, 2, 5, 10] as const;

/** The longest place name a near filter carries: a locality's, or a listing's title. */
export const MAX_NEAR_NAME = 120;
export type WithinKm = (typeof withinKmChoices)[number];

export const nearFilterMessages = {
  place: 'nearLat and nearLng must be a place in degrees',
  outsideIndia: 'The place to search near must be in India',
  distance: `withinKm must be one of ${withinKmChoices.join(', ')} (km)`,
  incomplete: 'A distance filter needs nearLat, nearLng and withinKm together',
} as const;

const degrees = (min: number, max: number) =>
  z.coerce
    .number({ error: nearFilterMessages.place })
    .min(min, { error: nearFilterMessages.outsideIndia })
    .max(max, { error: nearFilterMessages.outsideIndia });

/** The filter's fields, spread into the search query's object (each optional on its own). */
export const nearFilterFields = () => ({
  nearLat: degrees(INDIA_BOX.south, INDIA_BOX.north).optional(),
  nearLng: degrees(INDIA_BOX.west, INDIA_BOX.east).optional(),
  withinKm: z.coerce
    .number()
    .pipe(z.literal(withinKmChoices, { error: nearFilterMessages.distance }))
    .optional(),
  nearName: z.string().trim().min(1).max(MAX_NEAR_NAME).optional(),
});

interface NearFields {
  nearLat?: number | undefined;
  nearLng?: number | undefined;
  withinKm?: WithinKm | undefined;
  nearName?: string | undefined;
}

/** The query's near filter as a point and a distance; null when it has none. */
export function nearFilterOf({ nearLat, nearLng, withinKm }: NearFields) {
  if (nearLat === undefined || nearLng === undefined || withinKm === undefined) return null;
  return { centre: [nearLat, nearLng] as const, km: withinKm };
}

/** The object-level check: all three fields or none (a refinement of the query's object). */
export function checkNearFilter(query: NearFields, ctx: z.RefinementCtx) {
  const given = [query.nearLat, query.nearLng, query.withinKm].filter((v) => v !== undefined).length;
  if (given !== 0 && given !== 3) ctx.addIssue({ code: 'custom', message: nearFilterMessages.incomplete });
}
