import type { FavouriteProperty } from '@/api/contract';
import { Button } from '@/components/Button';
import { useFavourites } from './FavouritesProvider';

/** A list with heart buttons, only for the favourites stories. */
export function FavouritesDemo({ candidates }: { candidates: Array<Partial<FavouriteProperty>> }) {
  const { favourites, isLoading, isFavourite, add, remove } = useFavourites();
  return (
    <div>
      <h2>My favourites ({isLoading ? '…' : favourites.length})</h2>
      <ul aria-label="Favourites">
        {favourites.map((property) => (
          <li key={property._id}>
            {property.title ?? property._id}{' '}
            <Button size="sm" variant="ghost" onPress={() => remove(property._id)}>
              {`Remove ${property.title ?? property._id}`}
            </Button>
          </li>
        ))}
      </ul>
      {candidates.map((property, index) => (
        <Button
          key={property._id ?? index}
          size="sm"
          variant="secondary"
          isDisabled={Boolean(property._id && isFavourite(property._id))}
          onPress={() => add(property)}
        >
          {`Save ${property.title ?? 'property'}`}
        </Button>
      ))}
    </div>
  );
}
