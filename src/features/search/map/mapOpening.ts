import { INDIA_BOX, type MapBox, type ParsedPropertySearchQuery } from '@/api';
import { boxAround } from '@/api/contract/coordinates';
import type { MapOpening } from '@/components/Map';

/**
 * Where the map opens for a search city: the cities search offers (src/lib/india.ts SEARCH_CITIES),
 * to two decimals (about a km); a centre to open on, not a place anything is measured from.
 */
const cityCentres: Record<string, [number, number]> = {
  Ahmedabad: [23.02, 72.57],
  Belagavi: [15.85, 74.5],
  Bengaluru: [12.97, 77.59],
  Chennai: [13.08, 80.27],
  Coimbatore: [11.02, 76.96],
  'East Delhi': [28.63, 77.3],
  Gandhinagar: [23.22, 72.65],
  Gurugram: [28.46, 77.03],
  Hubballi: [15.36, 75.12],
  Hyderabad: [17.39, 78.49],
  Karimnagar: [18.44, 79.13],
  Khammam: [17.25, 80.15],
  Kolkata: [22.57, 88.36],
  Madurai: [9.93, 78.12],
  Mangaluru: [12.91, 74.86],
  Mumbai: [19.08, 72.88],
  Mysuru: [12.3, 76.64],
  Nagpur: [21.15, 79.09],
  Nashik: [20.0, 73.79],
  'New Delhi': [28.61, 77.21],
  Nizamabad: [18.67, 78.09],
  Noida: [28.54, 77.39],
  'North Delhi': [28.7, 77.2],
  Pune: [18.52, 73.86],
  Rajkot: [22.3, 70.8],
  Salem: [11.66, 78.15],
  'South Delhi': [28.53, 77.22],
  Surat: [21.17, 72.83],
  Thane: [19.22, 72.98],
  Tiruchirappalli: [10.79, 78.7],
  Vadodara: [22.31, 73.18],
  Warangal: [17.97, 79.59],
  'West Delhi': [28.65, 77.07],
};

/**
 * A city's whole area at a glance: 15 km each way from its centre, fitted to the map's size (a
 * fixed zoom showed a desktop pane the city but a phone's narrow map only its middle, where
 * Pune's Baner and Hinjewadi were out of sight).
 */
const CITY_REACH_KM = 15;

/**
 * docs/map.md#map-view: where the map opens: the address's box; else the near filter's circle; else
 * the search's city; else all of India (too large to search: the map asks to zoom in).
 */
export function mapOpeningOf(box: MapBox | null, query: ParsedPropertySearchQuery): MapOpening {
  if (box) return { bounds: box };
  if (query.nearLat !== undefined && query.nearLng !== undefined && query.withinKm !== undefined)
    return { bounds: boxAround([query.nearLat, query.nearLng], query.withinKm) };
  const centre = query.city ? cityCentres[query.city] : undefined;
  if (centre) return { bounds: boxAround(centre, CITY_REACH_KM) };
  return { bounds: INDIA_BOX };
}
