import type { Params } from 'react-router';
import type { z } from 'zod';
import {
  type Photo,
  builderProfileSchema,
  builderProjectListSchema,
  builderProjectSchema,
  listingSchema,
  localityFactsSchema,
  popularLocalitiesSchema,
  propertySearchResultSchema,
  swrKeys,
} from '@/api';
import type { PublicRouteId } from '@/app/routes';
import { projectPhoto } from '@/lib/photoSources';
import { featuredProjectsQuery, freshListingsQuery } from '@/features/home/homeQueries';
import { localityListingsQuery } from '@/features/locality/localityQueries';
import { queryFromParams } from '@/entities/search';
import { queryAnswered } from '@/features/search/searchHeading';
import { homeMeta, listingMeta, localityMeta, portfolioMeta, projectMeta, searchMeta, type PageMeta } from './pageMeta';

/** A GET of this server's own API, as a signed-out visitor makes it. */
export type GetJson = (url: string) => Promise<{ status: number; body: unknown }>;

/** What a public page is rendered with: SWR's fallback (API URL to answer) and the HTTP status. */
export interface PageData {
  fallback: Record<string, unknown>;
  status: number;
  /** The photo likely to be the page's largest paint, preloaded from the head (with its variants when it has them). */
  lcpImage?: string | Photo;
  /** The head's title, description, share tags and JSON-LD; the site's own when the data is missing. */
  meta: PageMeta;
  /** The API read that counts a visitor's view (a listing's): made again for each visitor a kept page goes to. */
  viewRead?: string;
}

type Loader = (params: Params, search: URLSearchParams, getJson: GetJson) => Promise<PageData>;

/**
 * Reads one answer into the fallback under the key the page's SWR hook uses, parsed by the schema
 * the browser parses it with, so the server and the first browser render see the same values.
 */
async function read<S extends z.ZodType>(getJson: GetJson, key: string, schema: S, data: PageData) {
  const answer = await getJson(key);
  if (answer.status !== 200) {
    // 410: a listing that is paused or sold says so (docs/listings.md#listing-status).
    data.status = answer.status === 404 || answer.status === 410 ? answer.status : 500;
    return null;
  }
  const parsed: z.infer<S> = schema.parse(answer.body);
  data.fallback[key] = parsed;
  return parsed;
}

const empty = (): PageData => ({ fallback: {}, status: 200, meta: homeMeta() });
/** The page's head from its main record, when the API gave it. */
function described<T>(
  data: PageData,
  record: T | null,
  meta: (record: T) => PageMeta,
  lcpImage?: (record: T) => string | Photo | undefined,
) {
  if (!record) return data;
  const image = lcpImage?.(record);
  return { ...data, meta: meta(record), ...(image ? { lcpImage: image } : {}) };
}

/** The data of each server-rendered page, fetched as its feature hooks fetch it. */
export const publicData: Record<PublicRouteId, Loader> = {
  // The home page's parts are extras around its search: one that fails is fetched again by the browser,
  // and the page is still a 200.
  home: async (_params, _search, getJson) => {
    const data = empty();
    const [projects] = await Promise.all([
      read(getJson, swrKeys.propertySearch(featuredProjectsQuery), propertySearchResultSchema, data),
      read(getJson, swrKeys.propertySearch(freshListingsQuery), propertySearchResultSchema, data),
      read(getJson, swrKeys.popularLocalities, popularLocalitiesSchema, data),
    ]);
    // The first new project's card photo is the page's priority image (HomeSections).
    const cover = projects?.items[0]?.coverPhoto;
    return { ...data, status: 200, meta: homeMeta(cover), ...(cover ? { lcpImage: cover } : {}) };
  },
  'all-properties': async (_params, search, getJson) => {
    const data = empty();
    const query = queryFromParams(search);
    const found = await read(getJson, swrKeys.propertySearch(query), propertySearchResultSchema, data);
    return described(
      data,
      found,
      (result) => searchMeta(queryAnswered(query, result), result.items[0]?.coverPhoto),
      (result) => result.items[0]?.coverPhoto,
    );
  },
  property: async ({ id = '' }, _search, getJson) => {
    const data = empty();
    const listing = await read(getJson, swrKeys.listing(id), listingSchema, data);
    return { ...described(data, listing, listingMeta, (record) => record.photos[0]), viewRead: swrKeys.listing(id) };
  },
  project: async ({ id = '' }, _search, getJson) => {
    const data = empty();
    const project = await read(getJson, swrKeys.builderProject(id), builderProjectSchema, data);
    return described(data, project, projectMeta, (record) => {
      const cover = record.media.bannerPhoto ?? record.media.additionalPhotos[0];
      return cover ? projectPhoto(record, cover) : undefined;
    });
  },
  // docs/localities.md#locality-page: its facts decide the status (404 for a locality with nothing
  // public). Its cards are read beside them into the same fallback, but a failed search leaves the
  // page a 200 (the shelf asks again in the browser); they lie below the fold, so no photo is preloaded.
  locality: async ({ city = '', locality = '' }, _search, getJson) => {
    const data = empty();
    const [facts] = await Promise.all([
      read(getJson, swrKeys.localityFacts(city, locality), localityFactsSchema, data),
      read(getJson, swrKeys.propertySearch(localityListingsQuery(city, locality)), propertySearchResultSchema, {
        ...data,
        status: 200,
      }),
    ]);
    return described(data, facts, localityMeta);
  },
  portfolio: async ({ username = '' }, _search, getJson) => {
    const data = empty();
    const builder = await read(getJson, swrKeys.builderByUsername(username), builderProfileSchema, data);
    const projects = builder
      ? await read(getJson, swrKeys.builderProjectsOf(builder._id), builderProjectListSchema, data)
      : null;
    return described(data, builder && projects && { builder, projects }, (both) =>
      portfolioMeta(both.builder, both.projects),
    );
  },
};
