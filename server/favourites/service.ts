import { summaryOfProject, type FavouriteProperty, type FavouritesResponse, type ReviewState } from '@/api/contract';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { listingCard } from '../listings/answers';
import type { MediaStorage } from '../media/storage';
import { toProject } from '../projects/answers';
import {
  favouriteListings,
  deleteFavourite,
  insertFavourite,
  listingFavouritesAdded,
  projectFavouriteRows,
  propertyById,
} from './queries';

/** What the favourites rules read and write. */
export interface FavouriteDeps {
  db: Db;
  storage: MediaStorage;
}

type Added = { addedAt: Date; favourite: FavouriteProperty };

/**
 * Favourites hold builder projects and Seller/Agent listings, each with its `kind`. The summary is
 * what a card needs: a project's card fields, or a listing's search card (listingCard).
 */
export async function favouritesOf({ db, storage }: FavouriteDeps, userId: string): Promise<FavouritesResponse> {
  const rows = await projectFavouriteRows(db, userId);
  const projects = rows.map(({ project, cardKey, addedAt }) => {
    if (project.reviewState !== 'approved')
      return { addedAt, favourite: withdrawn(project.id, 'builder-project', project) };
    // The card's figures as search writes them (docs/portfolio.md#one-vocabulary); its cover is the card image below.
    const { priceMax, area } = summaryOfProject(toProject({ row: project, media: [] }, storage));
    return {
      addedAt,
      favourite: {
        _id: project.id,
        title: project.projectName,
        ...(project.expectedPrice !== null ? { price: project.expectedPrice } : {}),
        ...(priceMax !== undefined ? { priceMax } : {}),
        ...(area !== undefined ? { area } : {}),
        city: project.location.city,
        state: project.location.state,
        ...(project.reraNumber ? { reraNumber: project.reraNumber } : {}),
        ...(cardKey ? { coverPhoto: storage.url(cardKey) } : {}),
        kind: 'builder-project',
        projectStatus: project.projectStatus,
        location: project.location,
        totalArea: project.totalArea,
        reviewState: 'approved',
      } satisfies FavouriteProperty,
    };
  });
  return { favorites: mergeNewestFirst([...projects, ...(await listingFavouritesOf({ db, storage }, userId))]) };
}

/**
 * The user's favourite listings, as search cards with the cover's card image, each with its status:
 * one no longer live stays, marked (docs/listings.md#favourites-availability); one the team removed
 * stays as withdrawn, without its card (docs/review.md#status-said-once).
 */
async function listingFavouritesOf({ db, storage }: FavouriteDeps, userId: string): Promise<Added[]> {
  const added = await listingFavouritesAdded(db, userId);
  const ids = added.flatMap((f) => f.listingId ?? []);
  if (ids.length === 0) return [];
  const records = await favouriteListings(db, ids);
  const addedAt = new Map(added.map((f) => [f.listingId, f.addedAt]));
  return records.map(({ row, ...rest }) => ({
    addedAt: addedAt.get(row.id)!,
    favourite:
      row.reviewState === 'approved'
        ? ({
            ...listingCard({ row, ...rest }, storage),
            listingStatus: row.status,
            reviewState: 'approved',
          } satisfies FavouriteProperty)
        : {
            ...withdrawn(row.id, 'listing', { ...row, location: { city: row.city, state: row.state } }),
            purpose: row.purpose,
            propertyType: row.propertyType,
            ...(row.bhk !== null ? { bhk: row.bhk } : {}),
          },
  }));
}

/**
 * docs/review.md#status-said-once: a favourite no longer public keeps what lets its buyer recognise it
 * and search for similar ones (title, place, type, purpose, BHK), never its photo or price.
 */
function withdrawn(
  id: string,
  kind: 'listing' | 'builder-project',
  item: { reviewState: ReviewState; title?: string; projectName?: string; location: { city?: string; state?: string } },
): FavouriteProperty {
  return {
    _id: id,
    kind,
    title: item.title ?? item.projectName,
    city: item.location.city,
    state: item.location.state,
    reviewState: item.reviewState,
  };
}

/** Adds an approved project or listing: 404 for any other id. */
export async function addFavourite(deps: FavouriteDeps, userId: string, propertyId: string) {
  const { project, listing } = await propertyById(deps.db, propertyId);
  if ((project ?? listing)?.reviewState !== 'approved') throw notFound('Property not found');
  // docs/listings.md#favourites-add: adding a property already listed leaves the list unchanged.
  await insertFavourite(deps.db, userId, project ? { projectId: propertyId } : { listingId: propertyId });
  return favouritesOf(deps, userId);
}

export async function removeFavourite(deps: FavouriteDeps, userId: string, propertyId: string) {
  // docs/listings.md#favourites-remove: the app counts a 404 as already removed.
  if ((await deleteFavourite(deps.db, userId, propertyId)) === 0) throw notFound('Favourite not found');
  return favouritesOf(deps, userId);
}

/** Projects and listings in one list, the most recently added first. */
function mergeNewestFirst(entries: Added[]): FavouriteProperty[] {
  return entries.sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime()).map((e) => e.favourite);
}
