import { HttpResponse } from 'msw';
import {
  addFavouriteRequestSchema,
  apiPaths,
  summaryOfListing,
  summaryOfProject,
  type FavouriteProperty,
} from '@/api/contract';
import { db } from '../db';
import { aFavourite } from '../factories';
import { badRequest, endpoint, unauthorized } from './scenario';

/**
 * Each saved property with where it stands now, as the server reads it at each answer: a listing's
 * status; one no longer public as withdrawn, without photo or price (docs/review.md#status-said-once).
 */
const withStatus = (favourites: FavouriteProperty[]) =>
  favourites.map((favourite): FavouriteProperty => {
    const listing = db.listings.find((l) => l._id === favourite._id);
    const project = db.projects.find((p) => p._id === favourite._id);
    const reviewState = (listing ?? project)?.reviewState;
    if (!reviewState) return favourite;
    if (reviewState !== 'approved') {
      const { _id, kind, title, city, state, purpose, propertyType, bhk } = favourite;
      return { _id, kind, title, city, state, reviewState, ...(listing ? { purpose, propertyType, bhk } : {}) };
    }
    return { ...favourite, reviewState, ...(listing ? { listingStatus: listing.status } : {}) };
  });

const list = endpoint('get', apiPaths.favourites, ({ request }) =>
  request.headers.get('authorization') ? HttpResponse.json({ favorites: withStatus(db.favourites) }) : unauthorized(),
);

/** A favourite of a listing or a project in the db carries its kind and card fields, like the server's. */
function favouriteOf(propertyId: string): FavouriteProperty {
  const listing = db.listings.find((l) => l._id === propertyId);
  const project = db.projects.find((p) => p._id === propertyId);
  const summary = listing ? summaryOfListing(listing) : project ? summaryOfProject(project) : null;
  // Ids the db does not hold (demo stories) still join the list, as a sample card.
  return summary ?? aFavourite({ _id: propertyId });
}

const add = endpoint('post', apiPaths.favourites, async ({ request }) => {
  if (!request.headers.get('authorization')) return unauthorized();
  const parsed = addFavouriteRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest('propertyId is required');
  if (!db.favourites.some((p) => p._id === parsed.data.propertyId))
    db.favourites.push(favouriteOf(parsed.data.propertyId));
  return HttpResponse.json({ favorites: withStatus(db.favourites) }, { status: 201 });
});

const remove = endpoint('delete', apiPaths.favourite(':propertyId'), ({ request, params }) => {
  if (!request.headers.get('authorization')) return unauthorized();
  const before = db.favourites.length;
  db.favourites = db.favourites.filter((p) => p._id !== params.propertyId);
  if (db.favourites.length === before) return HttpResponse.json({ message: 'Favourite not found' }, { status: 404 });
  return HttpResponse.json({ favorites: withStatus(db.favourites) });
});

export const favourites = {
  list: { ...list, empty: list.answer(200, { favorites: [] }) },
  add,
  remove: { ...remove, notFound: remove.answer(404, { message: 'Favourite not found' }) },
};
