import { useEffect, useEffectEvent } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { MapAreaItem, MapAreaResult } from '@/api';
import { labelIcon, type Leaflet } from '@/components/Map';
import { clusterLabel, clusterName, itemLabel, itemName } from './markerText';

type MapCluster = MapAreaResult['clusters'][number];

interface MarkerActions {
  onCluster: (cluster: MapCluster) => void;
  onItem: (item: MapAreaItem) => void;
}

/**
 * docs/map.md#map-view: the area's clusters (a count and lowest price) and lone items (a price) as
 * markers, each a button with a name (Leaflet makes a marker focusable; Enter presses it).
 */
export function useAreaMarkers(
  map: LeafletMap | null,
  leaflet: Leaflet | null,
  area: MapAreaResult | undefined,
  actions: MarkerActions,
) {
  const onCluster = useEffectEvent(actions.onCluster);
  const onItem = useEffectEvent(actions.onItem);
  useEffect(() => {
    if (!map || !leaflet || !area) return;
    const layer = leaflet.layerGroup().addTo(map);
    const add = (lat: number, lng: number, label: string, className: string, name: string, press: () => void) => {
      const marker = leaflet.marker([lat, lng], { icon: labelIcon(leaflet, label, className) }).on('click', press);
      marker.addTo(layer).getElement()?.setAttribute('aria-label', name);
    };
    for (const cluster of area.clusters)
      add(cluster.lat, cluster.lng, clusterLabel(cluster), 'map-cluster', clusterName(cluster), () =>
        onCluster(cluster),
      );
    for (const item of area.items)
      add(item.lat, item.lng, itemLabel(item), 'map-price', itemName(item), () => onItem(item));
    return () => void layer.remove();
  }, [map, leaflet, area]);
}
