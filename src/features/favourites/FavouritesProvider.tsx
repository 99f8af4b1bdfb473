import { createContext, use, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import useSWR, { useSWRConfig, type MutatorOptions } from 'swr';
import type { FavouriteProperty, FavouritesResponse } from '@/api/contract';
import { favouritesPath } from '@/api/contract/favouritesPath';
import { isApiError } from '@/api/errors';
import { toast } from '@/components/Toast';
import { useAuth } from '@/features/auth';

export interface FavouritesState {
  favourites: FavouriteProperty[];
  isLoading: boolean;
  isFavourite: (propertyId: string) => boolean;
  add: (property: Partial<FavouriteProperty> | null | undefined) => Promise<void>;
  remove: (propertyId: string | null | undefined) => Promise<void>;
}

const FavouritesContext = createContext<FavouritesState | null>(null);

/** The favourites calls, loaded when a signed-in user first needs them: they carry zod and the contract. */
const favouriteCalls = () => import('@/api/favourites');

const loadFavourites = async () => (await (await favouriteCalls()).getFavourites()).favorites;

const without =
  (propertyId: string) =>
  (list: FavouriteProperty[] = []) =>
    list.filter((p) => p._id !== propertyId);

/** docs/listings.md#favourites: the favourites list with optimistic add and remove (SWR's optimisticData). */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // docs/listings.md#favourites-load: loaded once at start when a token exists; no refetch on focus.
  const { data, error, isLoading, mutate } = useSWR(user ? favouritesPath : null, loadFavourites, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  // Told from an effect, not SWR's onError: a load that fails after the provider has gone (the page
  // was left) has nobody to tell, and its toast would land on the next page (seen between stories).
  useEffect(() => {
    if (error) toast.error('Failed to load your favorite properties');
  }, [error]);
  const favourites = useMemo(() => data ?? [], [data]);
  // docs/listings.md#favourites-add, docs/listings.md#favourites-remove: after a failed change the list is reloaded from the server. A failed reload is
  // reported by the effect above; one that outlives the provider (the page has gone) has nothing to update.
  const reload = useCallback(() => mutate().catch(() => undefined), [mutate]);
  // The bound mutate types a call's answer as the list itself; the scoped one lets the answer differ.
  const { mutate: mutateKey } = useSWRConfig();
  const change = useCallback(
    <Answer,>(call: () => Promise<Answer>, options: MutatorOptions<FavouriteProperty[], Answer>) =>
      mutateKey<FavouriteProperty[], Answer>(favouritesPath, call, options),
    [mutateKey],
  );

  const add = useCallback(
    async (property: Partial<FavouriteProperty> | null | undefined) => {
      // docs/listings.md#favourites-add: nothing is sent without an _id; a listed property leaves the list unchanged.
      const propertyId = property?._id;
      if (!propertyId || favourites.some((p) => p._id === propertyId)) return;
      const withAdded = (list: FavouriteProperty[] = []) => [...list, property as FavouriteProperty];
      try {
        await change<FavouritesResponse | undefined>(async () => (await favouriteCalls()).addFavourite(propertyId), {
          optimisticData: withAdded,
          // docs/api.md#favourites-answers: the server's list when it answers one.
          populateCache: (answer, list) => answer?.favorites ?? withAdded(list),
          rollbackOnError: true,
          revalidate: false,
        });
      } catch {
        toast.error('Failed to add property to favorites');
        await reload();
      }
    },
    [favourites, change, reload],
  );

  const remove = useCallback(
    async (propertyId: string | null | undefined) => {
      if (!propertyId) return;
      // docs/listings.md#favourites-remove: a 404 means it was already removed.
      const alreadyRemoved = (error: unknown) => isApiError(error) && error.status === 404;
      try {
        await change<unknown>(async () => (await favouriteCalls()).removeFavourite(propertyId), {
          optimisticData: without(propertyId),
          populateCache: (_answer, list) => without(propertyId)(list),
          rollbackOnError: (error) => !alreadyRemoved(error),
          revalidate: false,
        });
      } catch (error) {
        if (alreadyRemoved(error)) return;
        toast.error('Failed to remove property from favorites');
        await reload();
      }
    },
    [change, reload],
  );

  const value = useMemo<FavouritesState>(
    () => ({ favourites, isLoading, isFavourite: (id) => favourites.some((p) => p._id === id), add, remove }),
    [favourites, isLoading, add, remove],
  );
  return <FavouritesContext value={value}>{children}</FavouritesContext>;
}

export function useFavourites(): FavouritesState {
  const state = use(FavouritesContext);
  if (!state) throw new Error('useFavourites needs <FavouritesProvider>');
  return state;
}
