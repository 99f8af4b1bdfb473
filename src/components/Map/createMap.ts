import type { MapBox, MapTiles } from '@/api';
import type { Leaflet } from './loadLeaflet';
import { escapeHtml } from './mapIcons';

/** Where a map opens: a centre and zoom, or a box it fits. */
export type MapOpening = { center: [lat: number, lng: number]; zoom: number } | { bounds: MapBox };

/** The provider's credit as Leaflet shows it (HTML), written from plain text so the setting cannot inject markup. */
const attributionOf = ({ attribution, attributionUrl }: MapTiles) =>
  `<a href="${escapeHtml(attributionUrl)}" rel="noopener">${escapeHtml(attribution)}</a>`;

export const boundsOf = (leaflet: Leaflet, { south, west, north, east }: MapBox) =>
  leaflet.latLngBounds([south, west], [north, east]);

/**
 * A Leaflet map in the container with the configured tiles. `onTilesFailed` is told when a tile fails
 * before any has loaded (the provider down, refusing us, or blocked): one missing tile among loaded
 * ones is not a failed map. No animation (nor a drag's glide) for people who ask for reduced motion.
 */
export function createMap(
  leaflet: Leaflet,
  container: HTMLElement,
  opening: MapOpening,
  tiles: MapTiles,
  onTilesFailed: () => void,
) {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const map = leaflet.map(container, {
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
    maxZoom: tiles.maxZoom,
  });
  let anyLoaded = false;
  leaflet
    .tileLayer(tiles.url, { maxZoom: tiles.maxZoom, attribution: attributionOf(tiles) })
    .on('tileload', () => (anyLoaded = true))
    .on('tileerror', () => anyLoaded || onTilesFailed())
    .addTo(map);
  if ('bounds' in opening) map.fitBounds(boundsOf(leaflet, opening.bounds));
  else map.setView(opening.center, opening.zoom);
  return map;
}
