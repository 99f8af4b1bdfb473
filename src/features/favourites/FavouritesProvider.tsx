import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import type { FavouriteProperty } from '@/api/contract';
import { apiPaths } from '@/api/contract/paths';
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
const favouriteCalls = async () => {
  const [calls, contract] = await Promise.all([import('@/api/favourites'), import('@/api/contract/favourites')]);
  return { ...calls, favouritesResponseSchema: contract.favouritesResponseSchema };
};

const loadFavourites = async () => (await (await favouriteCalls()).getFavourites()).favorites;

/** docs/listings.md#favourites: the favourites list with optimistic add and remove. */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // docs/listings.md#favourites-load: loaded once at start when a token exists; no refetch on focus.
  const { data, isLoading, mutate } = useSWR(user ? apiPaths.favourites : null, loadFavourites, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onError: () => toast.error('Failed to load your favorite properties'),
  });
  const favourites = useMemo(() => data ?? [], [data]);
  // docs/listings.md#favourites-add, docs/listings.md#favourites-remove: after a failed change the list is reloaded from the server. A failed reload is
  // reported by onError; one that outlives the provider (the page has gone) has nothing to update.
  const reload = useCallback(() => mutate().catch(() => undefined), [mutate]);

  const add = useCallback(
    async (property: Partial<FavouriteProperty> | null | undefined) => {
      // docs/listings.md#favourites-add: nothing is sent without an _id; a listed property leaves the list unchanged.
      const propertyId = property?._id;
      if (!propertyId || favourites.some((p) => p._id === propertyId)) return;
      const added = property as FavouriteProperty;
      await mutate((list = []) => [...list, added], { revalidate: false });
      try {
        const { addFavourite, favouritesResponseSchema } = await favouriteCalls();
        const answer = favouritesResponseSchema.safeParse(await addFavourite(propertyId));
        if (answer.success) await mutate(answer.data.favorites, { revalidate: false });
      } catch {
        await mutate((list = []) => list.filter((p) => p._id !== propertyId), { revalidate: false });
        toast.error('Failed to add property to favorites');
        await reload();
      }
    },
    [favourites, mutate, reload],
  );

  const remove = useCallback(
    async (propertyId: string | null | undefined) => {
      if (!propertyId) return;
      await mutate((list = []) => list.filter((p) => p._id !== propertyId), { revalidate: false });
      try {
        await (await favouriteCalls()).removeFavourite(propertyId);
      } catch (error) {
        // docs/listings.md#favourites-remove: a 404 means it was already removed.
        if (isApiError(error) && error.status === 404) return;
        toast.error('Failed to remove property from favorites');
        await reload();
      }
    },
    [mutate, reload],
  );

  const value = useMemo<FavouritesState>(
    () => ({ favourites, isLoading, isFavourite: (id) => favourites.some((p) => p._id === id), add, remove }),
    [favourites, isLoading, add, remove],
  );
  return <FavouritesContext value={value}>{children}</FavouritesContext>;
}

export function useFavourites(): FavouritesState {
  const state = use(FavouritesContext);
  if (!state) throw new Error('useFavourites must be used inside <FavouritesProvider>');
  return state;
}
