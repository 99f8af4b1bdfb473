import { summaryOfProject, type FavouriteProperty, type FavouritesResponse } from '@/api/contract';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { listingCard } from '../listings/answers';
import type { MediaStorage } from '../media/storage';
import { toProject } from '../projects/answers';
import {
  approvedListings,
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
      } satisfies FavouriteProperty,
    };
  });
  return { favorites: mergeNewestFirst([...projects, ...(await listingFavouritesOf({ db, storage }, userId))]) };
}

/**
 * The user's approved favourite listings, as search cards with the cover's card image, each with its
 * status: one no longer live stays, marked (docs/listings.md#favourites-availability).
 */
async function listingFavouritesOf({ db, storage }: FavouriteDeps, userId: string): Promise<Added[]> {
  const added = await listingFavouritesAdded(db, userId);
  const ids = added.flatMap((f) => f.listingId ?? []);
  if (ids.length === 0) return [];
  const records = await approvedListings(db, ids);
  const addedAt = new Map(added.map((f) => [f.listingId, f.addedAt]));
  return records.map((record) => ({
    addedAt: addedAt.get(record.row.id)!,
    favourite: { ...listingCard(record, storage), listingStatus: record.row.status } satisfies FavouriteProperty,
  }));
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
