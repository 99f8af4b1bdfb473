import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface MapFrameProps {
  /** useLeafletMap's ref: the element Leaflet draws in. */
  ref: (element: HTMLDivElement | null) => void;
  /** The map's accessible name, e.g. 'Map of the properties found'. */
  label: string;
  /** The text alternative: where the map's information is in words (the list, the address fields). */
  description: string;
  /** Overlays above the map: a button, a card, a note. */
  children?: ReactNode;
  className?: string;
}

/**
 * docs/map.md#map-component: the box a Leaflet map draws in, named and described for a screen reader,
 * with overlays above it. Leaflet makes the map focusable: arrow keys pan it, plus and minus zoom.
 * Its own stacking context, so Leaflet's z-indices (controls at 1000) never cover the page's navbar.
 */
export function MapFrame({ ref, label, description, children, className }: MapFrameProps) {
  const descriptionId = useId();
  return (
    <Frame className={className}>
      <Canvas ref={ref} role="region" aria-label={label} aria-describedby={descriptionId} />
      <Hidden id={descriptionId}>{`${description} Arrow keys move the map; plus and minus zoom it.`}</Hidden>
      {children}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  isolation: isolate;
  min-height: 16rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  > :not(:first-child) {
    z-index: 1;
  }
  .leaflet-container {
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  .nivaas-map-label > span {
    position: absolute;
    transform: translate(-50%, -50%);
    white-space: nowrap;
    cursor: pointer;
  }
  .leaflet-container:focus-visible,
  .nivaas-map-pin:focus-visible,
  .nivaas-map-label:focus-visible > span,
  .leaflet-control a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  .leaflet-control-attribution a {
    color: ${({ theme }) => theme.color.info};
  }
  .nivaas-map-pin {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
  z-index: 0;
`;

const Hidden = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
