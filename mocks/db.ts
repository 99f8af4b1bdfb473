import type { BuilderProfile, BuilderProject, FavouriteProperty, Session } from '@/api/contract';
import { aBuilderProfile, aFavourite, aProject, aSession, resetIds } from './factories';

/** What a handler received: for asserting in play tests what was sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** Multipart bodies: text parts as strings, files as { name, type, size }. */
  parts?: Record<string, unknown[]>;
  authorization: string | null;
}

/** A small in-memory db behind the MSW handlers; `resetDb()` gives each story a fresh one. */
export const db = {
  accounts: [] as Array<Session & { password: string }>,
  builders: [] as BuilderProfile[],
  projects: [] as BuilderProject[],
  favourites: [] as FavouriteProperty[],
  requests: [] as RecordedRequest[],
};

export function resetDb() {
  resetIds();
  const builder = aBuilderProfile();
  db.accounts = (['Buyer', 'Seller', 'Agent', 'Builder'] as const).map((role) => ({
    ...aSession({ role }),
    password: 'Nivaas@123',
  }));
  db.builders = [builder];
  db.projects = [
    aProject('villa', { postedBy: builder._id, projectStatus: 'completed', completionTimeline: undefined }),
    aProject('flat', { postedBy: builder._id, projectStatus: 'under construction' }),
    aProject('shops', { postedBy: builder._id, projectStatus: 'complete soon', completionTimeline: '3 months' }),
    aProject('office', { postedBy: builder._id, projectStatus: 'not started', completionTimeline: '2 years' }),
    aProject('mixed', { postedBy: builder._id, projectStatus: 'under construction' }),
  ];
  db.favourites = [aFavourite(), aFavourite({ title: 'Villa in Sarjapur', price: 21_000_000 })];
  db.requests = [];
}

/** The requests the handlers saw for a path, newest last. */
export const requestsTo = (path: string, method?: string) =>
  db.requests.filter((request) => request.path === path && (!method || request.method === method));

resetDb();
