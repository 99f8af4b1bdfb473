/**
 * docs/formatting.md#india-states: the built-in list of 33 states and union territories. Chosen as the 28 states plus the
 * five union territories where property is commonly listed (Delhi, Jammu and Kashmir, Ladakh,
 * Chandigarh, Puducherry); the island territories and Dadra-Daman are left out.
 */
export const INDIA_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Chandigarh',
  'Puducherry',
] as const;

/** docs/formatting.md#fallback-states: the shorter list used when the states lookup fails. */
export const FALLBACK_STATES = [
  'Andhra Pradesh',
  'Delhi',
  'Gujarat',
  'Karnataka',
  'Maharashtra',
  'Tamil Nadu',
  'Telangana',
  'Uttar Pradesh',
] as const;

/** docs/formatting.md#india-cities: five cities each for six states; other states have none. */
export const CITIES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  Maharashtra: ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Thane'],
  Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi', 'Belagavi'],
  'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem'],
  Delhi: ['New Delhi', 'North Delhi', 'South Delhi', 'East Delhi', 'West Delhi'],
  Gujarat: ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Gandhinagar'],
  Telangana: ['Hyderabad', 'Warangal', 'Nizamabad', 'Karimnagar', 'Khammam'],
};

/**
 * The cities search offers, A to Z: the built-in ones and the metros of states without a built-in list
 * where buyers look most (the National Capital Region's Gurugram and Noida, and Kolkata). Forms keep
 * the built-in list (SPEC: other states take the city as typed); search must offer every city it finds.
 */
export const SEARCH_CITIES: readonly string[] = [
  ...new Set([...Object.values(CITIES_BY_STATE).flat(), 'Gurugram', 'Noida', 'Kolkata']),
].sort((a, b) => a.localeCompare(b));

/** The state of one of the built-in cities; undefined for a city the lists do not hold. */
export const stateOfCity = (city: string) =>
  Object.keys(CITIES_BY_STATE).find((state) =>
    CITIES_BY_STATE[state]!.some((known) => known.toLowerCase() === city.trim().toLowerCase()),
  );

export function citiesOf(state: string): readonly string[] {
  return CITIES_BY_STATE[state] ?? [];
}

export interface StatesLookupConfig {
  url?: string | undefined;
  apiKey?: string | undefined;
}

/**
 * docs/formatting.md#states-lookup: the external country-state-city service is asked for India's states with an
 * authorization header, but its answer is ignored: the list is always the built-in one. docs/formatting.md#states-lookup: on
 * failure it is logged and the shorter fallback list is used, with no message. Not configured ->
 * not called.
 */
export async function loadStates(
  config: StatesLookupConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<readonly string[]> {
  if (!config.url || !config.apiKey) return INDIA_STATES;
  try {
    const response = await fetchImpl(config.url, {
      headers: { 'X-CSCAPI-KEY': config.apiKey, Authorization: config.apiKey },
    });
    if (!response.ok) throw new Error(`states lookup answered ${response.status}`);
    return INDIA_STATES;
  } catch (error) {
    console.warn('States lookup failed; using the fallback list', error);
    return FALLBACK_STATES;
  }
}
