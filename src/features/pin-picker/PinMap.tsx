import { useEffect, useRef } from 'react';
import type { Marker } from 'leaflet';
import styled from 'styled-components';
import type { Pin } from '@/api/contract';
import { MapFrame, pinIcon, useLeafletMap } from '@/components/Map';
import { pinWithin } from './nudge';

/** Close enough to see the street and the building's plot. */
const PIN_ZOOM = 16;

interface PinMapProps {
  pin: Pin;
  onMove: (pin: Pin) => void;
}

/**
 * The map of the pin picker on the map foundation (docs/map.md#map-component): one draggable pin.
 * The pin follows `pin` (the arrow buttons, Reset); a drag reports where it was dropped. When the
 * tiles fail, a note says so and the picker's text and buttons still work.
 */
export function PinMap({ pin, onMove }: PinMapProps) {
  const { ref, map, leaflet, failed } = useLeafletMap({ center: [pin.lat, pin.lng], zoom: PIN_ZOOM });
  const marker = useRef<Marker | null>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (!map || !leaflet) return;
    const placed = leaflet
      .marker(map.getCenter(), { icon: pinIcon(leaflet), draggable: true, title: 'The property’s pin: drag it' })
      .on('dragend', () => onMoveRef.current(pinWithin(placed.getLatLng())))
      .addTo(map);
    marker.current = placed;
    return () => {
      placed.remove();
      marker.current = null;
    };
  }, [map, leaflet]);

  useEffect(() => {
    if (!map || !marker.current) return;
    marker.current.setLatLng([pin.lat, pin.lng]);
    if (!map.getBounds().contains([pin.lat, pin.lng])) map.panTo([pin.lat, pin.lng]);
  }, [map, pin.lat, pin.lng]);

  return (
    <Frame ref={ref} label="Map to place the property’s pin" description="The pin’s place is written below the map.">
      {failed && (
        <FailedNote role="status">
          The map could not load. Move the pin with the arrow buttons below, or submit as it is.
        </FailedNote>
      )}
    </Frame>
  );
}

const Frame = styled(MapFrame)`
  height: 18rem;
`;

const FailedNote = styled.p`
  position: absolute;
  inset: auto ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
