import {
  BHK_FILTER_PLUS,
  projectBhks,
  summaryOfListing,
  summaryOfProject,
  typesMatching,
  type ParsedPropertySearchQuery,
  type PropertySearchResult,
  type PropertySummary,
} from '@/api/contract';
import { db } from './db';

interface Candidate {
  summary: PropertySummary;
  /** Every BHK the property offers (a project: each configuration's). */
  bhks: number[];
}

const lower = (text: string) => text.toLocaleLowerCase('en-IN');

function matches({ summary, bhks }: Candidate, query: ParsedPropertySearchQuery) {
  if (query.kind && summary.kind !== query.kind) return false;
  if (query.city && lower(summary.city) !== lower(query.city)) return false;
  if (query.q && ![summary.locality, summary.title].some((text) => lower(text).includes(lower(query.q!)))) return false;
  if (query.type?.length && !query.type.flatMap(typesMatching).includes(summary.propertyType)) return false;
  if (query.bhk?.length && !bhks.some((n) => query.bhk!.some((b) => (b >= BHK_FILTER_PLUS ? n >= b : n === b))))
    return false;
  if (query.minPrice !== undefined && summary.price < query.minPrice) return false;
  if (query.maxPrice !== undefined && summary.price > query.maxPrice) return false;
  if (query.purpose && summary.purpose !== query.purpose) return false;
  if (query.status && summary.status !== query.status) return false;
  return true;
}

const newestFirst = (a: PropertySummary, b: PropertySummary) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
const orders: Record<ParsedPropertySearchQuery['sort'], (a: PropertySummary, b: PropertySummary) => number> = {
  newest: newestFirst,
  'price-asc': (a, b) => a.price - b.price || newestFirst(a, b),
  'price-desc': (a, b) => b.price - a.price || newestFirst(a, b),
};

/** GET /api/properties over the mock db: the semantics documented on propertySearchQuerySchema. */
export function searchMockProperties(query: ParsedPropertySearchQuery): PropertySearchResult {
  const candidates: Candidate[] = [
    ...db.listings
      .filter((l) => l.reviewState === 'approved')
      .map((l) => ({ summary: summaryOfListing(l), bhks: l.bhk === null ? [] : [l.bhk] })),
    ...db.projects
      .filter((p) => p.reviewState === 'approved')
      .map((p) => ({ summary: summaryOfProject(p), bhks: projectBhks(p) })),
  ];
  const found = candidates
    .filter((c) => matches(c, query))
    .map((c) => c.summary)
    .sort(orders[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: found.slice(start, start + query.pageSize),
    total: found.length,
    counts: {
      listings: found.filter((s) => s.kind === 'listing').length,
      projects: found.filter((s) => s.kind === 'builder-project').length,
    },
    page: query.page,
    pageSize: query.pageSize,
  };
}
