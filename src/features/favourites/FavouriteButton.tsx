import { ToggleButton } from 'react-aria-components';
import styled from 'styled-components';
import type { FavouriteProperty } from '@/api/contract';
import { useAuth } from '@/features/auth';
import { useFavourites } from './FavouritesProvider';

export interface FavouriteButtonProps {
  property: FavouriteProperty;
  /** The property's name, for the button's label: 'Save 2 BHK Flat in Koramangala'. */
  title: string;
}

/** A heart that saves or removes a property (docs/listings.md#favourites-add, docs/listings.md#favourites-remove: optimistic); only signed-in buyers keep favourites. */
export function FavouriteButton({ property, title }: FavouriteButtonProps) {
  const { user } = useAuth();
  const { isFavourite, add, remove } = useFavourites();
  if (user?.role !== 'Buyer') return null;
  const saved = isFavourite(property._id);
  return (
    <Heart
      isSelected={saved}
      onChange={(selected) => void (selected ? add(property) : remove(property._id))}
      aria-label={`Save ${title}`}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </Heart>
  );
}

const Heart = styled(ToggleButton)`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  font-size: 1.375rem;
  line-height: 1;
  color: ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: pointer;
  &[data-selected] {
    color: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
