import { leadFilterSchema, type LeadFilter } from '@/api/contract/leads';

/** docs/leads.md#leads-page: the filters from the page's address; a bad one is left out. */
export function filterFromParams(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  for (const key of ['property', 'stage', 'due'] as const) {
    const value = params.get(key);
    const parsed = leadFilterSchema.shape[key].safeParse(value ?? undefined);
    if (value !== null && parsed.success && parsed.data !== undefined) Object.assign(filter, { [key]: parsed.data });
  }
  return filter;
}

/** The filters as the page's address keeps them. */
export const paramsOfFilter = (filter: LeadFilter): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));

export const hasFilter = (filter: LeadFilter) => Object.keys(paramsOfFilter(filter)).length > 0;
