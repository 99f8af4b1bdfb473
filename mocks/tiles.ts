/**
 * docs/map.md#tiles-in-tests: the one map tile every test serves itself (stories through MSW, e2e from
 * a local server), so nothing reaches a tile provider: 256 px of light grey with a darker line on its
 * top and left edges, so the tiles' grid shows and a pan can be seen. 372 bytes of PNG.
 */
const TEST_TILE_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAAAAAB5Gfe6AAABO0lEQVR42u3QAQ0AAAgDoPcP+BhmcOYQIpA+l85vAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECBAgAABAgQIECDgLHYl3fzU08MhAAAAAElFTkSuQmCC';

export const testTilePng = () => Uint8Array.from(atob(TEST_TILE_BASE64), (c) => c.charCodeAt(0));
