import styled from 'styled-components';
import type { Place } from '@/api/contract';
import { placeMapUrl, placeText } from '@/entities/place';

/**
 * docs/map.md#the-pin: an item's place for its reviewer, in words with a link to look around it
 * (staff judge a pin as they judge an address, without a map of our own in the queue).
 */
export function PlaceLine({ place }: { place: Place | null }) {
  return (
    <Line>
      Map pin: {placeText(place) ?? 'none (its pincode has no known place)'}
      {place && (
        <>
          {' · '}
          <MapLink href={placeMapUrl(place)} target="_blank" rel="noopener noreferrer">
            See it on OpenStreetMap (opens in a new tab)
          </MapLink>
        </>
      )}
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const MapLink = styled.a`
  color: ${({ theme }) => theme.color.primaryHover};
`;
