import { z } from 'zod';
import { INDIA_BOX } from './indiaBox';
import { lazySchema } from './lazySchema';
import { listingPurposes } from './listingChoices';
import { checkNearFilter } from './nearFilter';
import { propertyKinds, propertySearchFieldsSchema } from './propertySearch';

// docs/map.md#map-endpoint: GET /api/properties/map, the map's markers for a box with every search
// filter: clusters on a grid, and the items alone in their cell.

/** The widest box a request may ask for, in degrees a side: a region, never all of India at once. */
export const MAX_MAP_BOX_DEGREES = 10;

export const mapAreaMessages = {
  box: 'A map area needs south, west, north and east in degrees',
  order: 'A map area’s south must be below its north, and its west left of its east',
  outsideIndia: `A map area must reach into India (latitude ${INDIA_BOX.south} to ${INDIA_BOX.north}, longitude ${INDIA_BOX.west} to ${INDIA_BOX.east})`,
  tooLarge: `Zoom in: a map area spans at most ${MAX_MAP_BOX_DEGREES} degrees a side`,
} as const;

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The part of a box inside India's box. A map's view at the coast or a border reaches past it (the sea
 * south of Kanyakumari): that is the same question as its part in India, so it is answered, not refused.
 */
export const clampToIndia = ({ south, west, north, east }: MapBox): MapBox => ({
  south: Math.max(south, INDIA_BOX.south),
  west: Math.max(west, INDIA_BOX.west),
  north: Math.min(north, INDIA_BOX.north),
  east: Math.min(east, INDIA_BOX.east),
});

/** Why a box cannot be answered, or null: its edges in order, reaching into India, its part there small enough. */
export function mapBoxIssue(box: MapBox): string | null {
  if (!(box.south < box.north && box.west < box.east)) return mapAreaMessages.order;
  const { south, west, north, east } = clampToIndia(box);
  if (!(south < north && west < east)) return mapAreaMessages.outsideIndia;
  if (north - south > MAX_MAP_BOX_DEGREES || east - west > MAX_MAP_BOX_DEGREES) return mapAreaMessages.tooLarge;
  return null;
}

const edge = () => z.coerce.number({ error: mapAreaMessages.box });

/** The box and the search's filters (not its sort or page: the map shows every match in the box). */
export const mapAreaQuerySchema = lazySchema(() =>
  propertySearchFieldsSchema
    .omit({ sort: true, page: true, pageSize: true })
    .extend({ south: edge(), west: edge(), north: edge(), east: edge() })
    .superRefine((query, ctx) => {
      const issue = mapBoxIssue(query);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
      checkNearFilter(query, ctx);
    })
    .transform((query) => ({ ...query, ...clampToIndia(query) })),
);
export type MapAreaQuery = z.input<typeof mapAreaQuerySchema>;
export type ParsedMapAreaQuery = z.infer<typeof mapAreaQuerySchema>;

/** A grid cell's items as one marker: how many, their mean place, the cheapest sale price and rent. */
const mapClusterSchema = () =>
  z.object({
    count: z.number().int().min(2),
    lat: z.number(),
    lng: z.number(),
    /** Rupees; null when the cell has nothing for sale (projects: their lowest unit). */
    minSalePrice: z.number().nullable(),
    /** Rupees a month; null when the cell has nothing for rent. */
    minRent: z.number().nullable(),
  });

/** A cell's only item, as its marker and popup show it: a price label, a title, a link. */
const mapItemSchema = () =>
  z.object({
    kind: z.enum(propertyKinds),
    id: z.string(),
    title: z.string(),
    /** The listing's or project's page (the app's route, with the title's slug). */
    path: z.string(),
    price: z.number(),
    purpose: z.enum(listingPurposes),
    lat: z.number(),
    lng: z.number(),
  });

export const mapAreaResultSchema = lazySchema(() =>
  z.object({
    clusters: z.array(mapClusterSchema()),
    items: z.array(mapItemSchema()),
    /** Every match in the box, clustered or alone. */
    total: z.number().int().min(0),
  }),
);
export type MapAreaResult = z.infer<typeof mapAreaResultSchema>;
export type MapAreaItem = MapAreaResult['items'][number];
