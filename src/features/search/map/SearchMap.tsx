import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LatLngBounds } from 'leaflet';
import styled from 'styled-components';
import {
  isApiError,
  mapAreaMessages,
  mapBoxIssue,
  type MapAreaItem,
  type MapBox,
  type ParsedPropertySearchQuery,
} from '@/api';
import { Button } from '@/components/Button';
import { boundsOf, MapFrame, useLeafletMap } from '@/components/Map';
import { useMapArea } from '../api';
import { mapOpeningOf } from './mapOpening';
import { boxParam, searchBoxOf } from './mapParams';
import { MapItemCard } from './MapItemCard';
import { MapStatus } from './MapStatus';
import { useAreaMarkers } from './useAreaMarkers';

export interface SearchMapProps {
  query: ParsedPropertySearchQuery;
  /** The area last searched, from the address; null: the area the map opens on. */
  box: MapBox | null;
  /** "Search this area" (or a cluster zoomed into): the box to search, for the address. */
  onSearchArea: (box: MapBox) => void;
  /** The tiles could not be loaded: the page shows its list with a note instead. */
  onTilesFailed: () => void;
}

const boxOf = (bounds: LatLngBounds): MapBox => ({
  south: bounds.getSouth(),
  west: bounds.getWest(),
  north: bounds.getNorth(),
  east: bounds.getEast(),
});

/** Zoom steps a cluster's press goes in: its cell (a ninth of the box) then fills about half the view. */
const CLUSTER_ZOOM_STEPS = 2;

/**
 * docs/map.md#map-view: the search's results on a map, fed by GET /api/properties/map with the page's
 * filters and the area searched. A pan or zoom offers "Search this area"; a cluster's press zooms in
 * and searches there; a lone item's press opens its card.
 */
export function SearchMap({ query, box, onSearchArea, onTilesFailed }: SearchMapProps) {
  const { ref, map, leaflet, failed } = useLeafletMap(mapOpeningOf(box, query));
  // Without a box in the address, the area the map opened on is searched.
  const [openedBox, setOpenedBox] = useState<MapBox | null>(null);
  const searched = box ?? openedBox;
  const issue = searched && mapBoxIssue(searched);
  const area = useMapArea(searched && !issue ? searched : null, query);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<MapAreaItem | null>(null);
  // Why the map moves next: a person ('user'), the address's box ('follow'), a cluster's press ('search').
  const nextMove = useRef<'user' | 'follow' | 'search'>('user');

  const tilesFailed = useEffectEvent(onTilesFailed);
  useEffect(() => {
    if (failed) tilesFailed();
  }, [failed]);

  const searchHere = () => {
    if (!map) return;
    setMoved(false);
    setSelected(null);
    onSearchArea(searchBoxOf(boxOf(map.getBounds())));
  };
  const searchAfterMove = useEffectEvent(searchHere);

  useEffect(() => {
    if (!map) return;
    map.whenReady(() => setOpenedBox(searchBoxOf(boxOf(map.getBounds()))));
    const onMoveEnd = () => {
      const cause = nextMove.current;
      nextMove.current = 'user';
      if (cause === 'search') searchAfterMove();
      else setMoved(cause === 'user');
    };
    map.on('moveend', onMoveEnd);
    return () => void map.off('moveend', onMoveEnd);
  }, [map]);

  // Back and Forward: the map goes to the address's box, without offering to search it again.
  const boxKey = box && boxParam(box);
  useEffect(() => {
    if (!map || !leaflet || !box || boxParam(searchBoxOf(boxOf(map.getBounds()))) === boxKey) return;
    nextMove.current = 'follow';
    map.fitBounds(boundsOf(leaflet, box));
    // boxKey names the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, leaflet, boxKey]);

  useAreaMarkers(map, leaflet, area.data, {
    onCluster: (cluster) => {
      nextMove.current = 'search';
      map?.setView([cluster.lat, cluster.lng], map.getZoom() + CLUSTER_ZOOM_STEPS);
    },
    onItem: setSelected,
  });

  const refused = issue === mapAreaMessages.tooLarge || (isApiError(area.error) && area.error.status === 400);
  return (
    <Frame ref={ref} label="Map of the properties found" description="The list shows the same properties in words.">
      {moved && (
        <SearchHere>
          <Button size="sm" onPress={searchHere}>
            Search this area
          </Button>
        </SearchHere>
      )}
      <MapStatus
        zoomIn={refused}
        failed={Boolean(area.error) && !refused}
        onRetry={() => void area.mutate()}
        empty={area.data?.total === 0}
      />
      {selected && <MapItemCard item={selected} onClose={() => setSelected(null)} />}
    </Frame>
  );
}

const Frame = styled(MapFrame)`
  height: 100%;
  .map-price > span,
  .map-cluster > span {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .map-price > span {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
  }
  .map-cluster > span {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const SearchHere = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: 50%;
  transform: translateX(-50%);
`;
