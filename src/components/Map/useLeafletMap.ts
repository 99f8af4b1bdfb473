import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { createMap, type MapOpening } from './createMap';
import { loadLeaflet, type Leaflet } from './loadLeaflet';
import { useMapTiles } from './useMapTiles';

export interface LeafletMapState {
  /** Give it to the map's container (MapFrame's ref). */
  ref: (element: HTMLDivElement | null) => void;
  /** The map, once Leaflet has loaded and mounted it; null before and after. */
  map: LeafletMap | null;
  /** Leaflet's module, to add markers, icons and layers to the map. */
  leaflet: Leaflet | null;
  /** The tiles (or the map's code, or its tile settings) could not be loaded: show the text alternative. */
  failed: boolean;
}

/**
 * docs/map.md#map-component: mounts a Leaflet map in the element given to `ref`, opening at `opening`
 * (read once: move it later through `map`), and removes it on unmount. Leaflet loads lazily here.
 */
export function useLeafletMap(opening: MapOpening): LeafletMapState {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [mounted, setMounted] = useState<{ map: LeafletMap; leaflet: Leaflet } | null>(null);
  const [failed, setFailed] = useState(false);
  const tiles = useMapTiles();
  const openingRef = useRef(opening);
  const settings = tiles.data;

  useEffect(() => {
    if (!container || !settings) return;
    let current = true;
    let map: LeafletMap | undefined;
    loadLeaflet().then(
      (leaflet) => {
        if (!current) return;
        map = createMap(leaflet, container, openingRef.current, settings, () => current && setFailed(true));
        setMounted({ map, leaflet });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      map?.remove();
      setMounted(null);
    };
  }, [container, settings]);

  return {
    ref: setContainer,
    map: mounted?.map ?? null,
    leaflet: mounted?.leaflet ?? null,
    failed: failed || Boolean(tiles.error),
  };
}
