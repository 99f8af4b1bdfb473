import styled from 'styled-components';
import { Button } from '@/components/Button';

export interface MapStatusProps {
  /** The area is too large to search (or the server said so). */
  zoomIn: boolean;
  /** The markers could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  /** Nothing matches in the area. */
  empty: boolean;
}

/** docs/map.md#map-view: what the map says over its markers when it has none to show. */
export function MapStatus({ zoomIn, failed, onRetry, empty }: MapStatusProps) {
  const message = zoomIn
    ? 'Zoom in to see properties on the map.'
    : failed
      ? 'Unable to load the properties of this area.'
      : empty
        ? 'No properties match in this area. Move the map or zoom out, then search this area.'
        : null;
  return (
    <Live aria-live="polite">
      {message && (
        <Box>
          {message}
          {failed && (
            <Button size="sm" variant="secondary" onPress={onRetry}>
              Try Again
            </Button>
          )}
        </Box>
      )}
    </Live>
  );
}

const Live = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(6)};
  pointer-events: none;
`;

const Box = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 24rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  text-align: center;
  pointer-events: auto;
`;
