/**
 * Issue #38 (docs/map.md#map-endpoint): GET the clusters and lone items of a box with every search
 * filter. Its own file, so the contract's paths gain one line (and it sits before `listing`: the
 * contract suite matches paths in order, and `map` is no listing id).
 */
export const mapAreaPath = '/api/properties/map';

/** docs/map.md#tiles: GET the map's tile URL and attribution, the server's configuration. */
export const mapTilesPath = '/api/map/tiles';
