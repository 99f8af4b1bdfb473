import { useSyncExternalStore, type ImgHTMLAttributes } from 'react';

export type LaterImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'alt'> & {
  src: string;
  srcSet?: string;
  /** What the image shows, or '' when it is decorative. */
  alt: string;
};

const subscribeToNothing = () => () => {};

/**
 * An image that is not the page's first photo: loaded lazily and, in a server-rendered page, only
 * once that first photo has arrived. The server's HTML keeps its address in `data-later-src`, which
 * the page's loader turns into `src` (server/ssr/appLoading.ts), so a phone's bandwidth goes to the
 * first photo alone (docs/architecture.md#server-rendering). In the browser it renders with `src`
 * from the start; hydration leaves the loader's `src` as it is. With JavaScript off, a <noscript>
 * copy with its address shows instead.
 */
export function LaterImage({ src, srcSet, alt, ...props }: LaterImageProps) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (inBrowser) return <img {...props} alt={alt} src={src} srcSet={srcSet} loading="lazy" suppressHydrationWarning />;
  return (
    <>
      <img
        {...props}
        alt={alt}
        data-later-src={src}
        data-later-srcset={srcSet}
        loading="lazy"
        suppressHydrationWarning
      />
      {/* With JavaScript off the loader never runs: the browser shows this one (GlobalStyle hides the other). */}
      <noscript>
        <img {...props} alt={alt} src={src} srcSet={srcSet} loading="lazy" />
      </noscript>
    </>
  );
}
