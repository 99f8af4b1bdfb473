import type { Params } from 'react-router-dom';
import type { z } from 'zod';
import {
  builderProfileSchema,
  builderProjectListSchema,
  builderProjectSchema,
  listingSchema,
  propertySearchResultSchema,
  swrKeys,
} from '@/api';
import type { PublicRouteId } from '@/app/routes';
import { queryFromParams } from '@/features/properties/searchQuery';

/** A GET of this server's own API, as a signed-out visitor makes it. */
export type GetJson = (url: string) => Promise<{ status: number; body: unknown }>;

/** What a public page is rendered with: SWR's fallback (API URL to answer) and the HTTP status. */
export interface PageData {
  fallback: Record<string, unknown>;
  status: number;
}

type Loader = (params: Params, search: URLSearchParams, getJson: GetJson) => Promise<PageData>;

/**
 * Reads one answer into the fallback under the key the page's SWR hook uses, parsed by the schema
 * the browser parses it with, so the server and the first browser render see the same values.
 */
async function read<S extends z.ZodType>(getJson: GetJson, key: string, schema: S, data: PageData) {
  const answer = await getJson(key);
  if (answer.status !== 200) {
    data.status = answer.status === 404 ? 404 : 500;
    return null;
  }
  const parsed: z.infer<S> = schema.parse(answer.body);
  data.fallback[key] = parsed;
  return parsed;
}

const empty = (): PageData => ({ fallback: {}, status: 200 });

/** The data of each server-rendered page, fetched as its feature hooks fetch it. */
export const publicData: Record<PublicRouteId, Loader> = {
  home: async () => empty(),
  'all-properties': async (_params, search, getJson) => {
    const data = empty();
    await read(getJson, swrKeys.propertySearch(queryFromParams(search)), propertySearchResultSchema, data);
    return data;
  },
  property: async ({ id = '' }, _search, getJson) => {
    const data = empty();
    await read(getJson, swrKeys.listing(id), listingSchema, data);
    return data;
  },
  project: async ({ id = '' }, _search, getJson) => {
    const data = empty();
    await read(getJson, swrKeys.builderProject(id), builderProjectSchema, data);
    return data;
  },
  portfolio: async ({ username = '' }, _search, getJson) => {
    const data = empty();
    const builder = await read(getJson, swrKeys.builderByUsername(username), builderProfileSchema, data);
    if (builder) await read(getJson, swrKeys.builderProjectsOf(builder._id), builderProjectListSchema, data);
    return data;
  },
};
