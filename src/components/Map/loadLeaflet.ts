import type * as LeafletModule from 'leaflet';

/** Leaflet's module: the map, markers, icons, layers. */
export type Leaflet = typeof LeafletModule;

let loading: Promise<Leaflet> | undefined;

/**
 * Leaflet and its stylesheet, in a chunk of their own loaded the first time a map mounts: no page
 * carries them in its first load (e2e/budget.test.ts checks it). A failed load may be tried again.
 */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(
    // Leaflet 1.9 is published as UMD: the bundler may hand it over as the module's default.
    ([module]: [Leaflet & { default?: Leaflet }, unknown]) => module.default ?? module,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
