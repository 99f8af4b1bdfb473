import {
  BHK_FILTER_PLUS,
  type ParsedPropertySearchQuery,
  type PropertySearchResult,
  type PropertySummaryType,
} from '@/api/contract';
import { nearWords } from '@/entities/search';
import { formatPrice } from '@/lib/price';

// docs/listings.md#search-heading: the results page says what it understood, in the words a buyer
// would type; the same sentence is the page's heading, its <title> and the start of its description.

const typeNouns: Record<PropertySummaryType, string> = {
  flat: 'flats',
  villa: 'villas',
  'independent house': 'independent houses',
  plot: 'plots',
  shop: 'shops',
  office: 'offices',
  'mixed use': 'shop/office spaces',
};

/** 'a, b and c': a short list as a sentence says it. */
const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const bhkWords = (bhk: readonly number[]) => {
  const sorted = [...new Set(bhk)].sort((a, b) => a - b);
  const plus = sorted.at(-1)! >= BHK_FILTER_PLUS ? '+' : '';
  return `${listed(sorted.map(String))}${plus} BHK`;
};

/** A city as the app spells it ('new delhi' in a hand-typed link reads 'New Delhi'). */
const cityName = (city: string) => city.replace(/(^|\s)\S/g, (start) => start.toUpperCase());

function budgetWords({ minPrice, maxPrice, purpose }: ParsedPropertySearchQuery): string {
  const month = purpose === 'rent' ? ' a month' : '';
  if (minPrice !== undefined && maxPrice !== undefined)
    return `${formatPrice(minPrice)} to ${formatPrice(maxPrice)}${month}`;
  if (maxPrice !== undefined) return `under ${formatPrice(maxPrice)}${month}`;
  if (minPrice !== undefined) return `above ${formatPrice(minPrice)}${month}`;
  return '';
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The results' heading from the filters that say what and where: '3 BHK flats for sale in Baner, Pune',
 * 'Properties for rent in Pune', 'New projects in Pune under ₹1.00 Cr'. With none of them it is the
 * page's own name (`everything`: 'All Properties', or 'Properties' for the buyer's list).
 */
export function searchHeading(query: ParsedPropertySearchQuery, everything = 'All Properties'): string {
  const projects = query.kind === 'builder-project';
  const noun = query.type?.length
    ? listed(query.type.map((type) => typeNouns[type]))
    : projects
      ? 'projects'
      : 'properties';
  const what = [projects ? 'new' : '', query.bhk?.length ? bhkWords(query.bhk) : '', noun];
  const purpose = query.purpose ? `for ${query.purpose}` : '';
  const city = query.city && cityName(query.city);
  const near = nearWords(query);
  // docs/map.md#near-filter: 'within 2 km of Baner, Pune'; a text beside it stays 'in Aundh'.
  const place = near
    ? [query.q && `in ${query.q}`, [near, city].filter(Boolean).join(', ')]
    : [[query.q, city].filter(Boolean).join(', ')].map((where) => where && `in ${where}`);
  const budget = budgetWords(query);
  const said = [purpose, ...place, budget].filter(Boolean);
  if (said.length === 0 && what.join('') === 'properties') return everything;
  return capitalised([...what, ...said].filter(Boolean).join(' '));
}

/** The page's meta description: what search engines show under its title. */
export function searchDescription(query: ParsedPropertySearchQuery): string {
  const heading = searchHeading(query, '');
  return heading
    ? `${heading} on Nivaas: approved listings and projects from owners, agents and builders.`
    : 'Approved homes, plots and offices across India from owners, agents and builders, priced in Lakh and Crore.';
}

/** The query a result answers: the typed one, or with its text corrected (docs/listings.md#search-typos). */
export const queryAnswered = <Query extends { q?: string }>(
  query: Query,
  result?: Pick<PropertySearchResult, 'correctedText'>,
): Query => (result?.correctedText ? { ...query, q: result.correctedText } : query);
