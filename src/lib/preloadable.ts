import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a named export, that can also be loaded ahead with `preload()`. Once loaded it
 * renders at once instead of suspending: the server and the browser load a page's module before
 * rendering or hydrating it, so both render the page itself, never its 'Loading...' fallback,
 * while a client navigation to a page not loaded yet still suspends and shows 'Loading...' (docs/routes.md#lazy-pages).
 * Each mounted instance keeps the form it started with, so loading never remounts a live page.
 */
export function preloadable<K extends string, P extends object>(
  name: K,
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
) {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Preloadable(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  Preloadable.displayName = name;
  return Object.assign(Preloadable, { preload });
}
