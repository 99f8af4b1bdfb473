export { MapFrame, type MapFrameProps } from './MapFrame';
export { useLeafletMap, type LeafletMapState } from './useLeafletMap';
export { boundsOf, type MapOpening } from './createMap';
export { labelIcon, pinIcon } from './mapIcons';
export type { Leaflet } from './loadLeaflet';
