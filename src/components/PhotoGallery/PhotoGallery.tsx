import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import type { Photo } from '@/api/contract';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { LaterImage } from '@/components/LaterImage';
import { Spinner } from '@/components/Spinner';
import { galleryPhotoSources, thumbnailOf } from '@/lib/photoSources';
import { useSwipe } from './useSwipe';

/** The full-screen view and its library: loaded when a person first opens it, never with the page. */
const PhotoLightbox = lazy(() => import('./PhotoLightbox'));

export interface PhotoGalleryProps {
  photos: readonly Photo[];
  /** What the photos show (a listing's or a project's title): each is described as '{title} (2 of 5)'. */
  title: string;
}

/**
 * A property's photos (docs/listings.md#photo-gallery): a large one, Previous/Next (also the arrow keys
 * and a sideways swipe) and a row of thumbnails; the large photo opens them full screen, with zoom.
 */
export function PhotoGallery({ photos, title }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const show = (next: number) => setIndex((next + count) % count);
  const swipe = useSwipe((direction) => count > 1 && show(index + direction));
  if (count === 0) return <Empty>Photos coming soon</Empty>;
  const onKeyDown = (event: KeyboardEvent) => {
    // The full-screen view moves itself (its keys reach here through React's portal).
    if (fullScreen) return;
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Gallery aria-roledescription="gallery" aria-label="Photos" onKeyDown={onKeyDown}>
      <Stage {...swipe.handlers}>
        <Opener ref={opener} type="button" onClick={swipe.unlessSwiped(() => setFullScreen(true))}>
          {/* The page's largest paint: fetched first, at the size the screen needs. */}
          <LargePhoto photo={photos[index]!} alt={`${title} (${index + 1} of ${count})`} />
          <FullScreenHint>
            <span aria-hidden="true">⤢ </span>Full screen
          </FullScreenHint>
        </Opener>
        {count > 1 && (
          <Controls>
            <Button variant="secondary" size="sm" onPress={() => show(index - 1)} aria-label="Previous photo">
              ‹
            </Button>
            <Position aria-live="polite">{`${index + 1} / ${count}`}</Position>
            <Button variant="secondary" size="sm" onPress={() => show(index + 1)} aria-label="Next photo">
              ›
            </Button>
          </Controls>
        )}
      </Stage>
      {count > 1 && (
        <Thumbs aria-label="Thumbnails">
          {photos.map((photo, n) => (
            <li key={`${photo.url}-${n}`}>
              <Thumb
                type="button"
                aria-label={`Show photo ${n + 1}`}
                aria-current={n === index ? 'true' : undefined}
                onClick={() => setIndex(n)}
              >
                <LaterImage src={thumbnailOf(photo)} alt="" width={120} height={75} />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
      {fullScreen && (
        <Suspense
          fallback={
            <Opening>
              <Spinner size="lg" label="Opening the photos" />
            </Opening>
          }
        >
          <PhotoLightbox
            photos={photos}
            title={title}
            index={index}
            onView={setIndex}
            onClose={() => {
              setFullScreen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Gallery>
  );
}

/** The gallery's large photo at the size the screen needs: WebP where the browser takes it. */
function LargePhoto({ photo, alt }: { photo: Photo; alt: string }) {
  const sources = galleryPhotoSources(photo);
  const img = (
    <img
      src={photo.url}
      {...(sources?.own ? { srcSet: sources.own, sizes: sources.sizes } : {})}
      alt={alt}
      width={960}
      height={600}
      fetchPriority="high"
    />
  );
  if (!sources?.webp) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
      {img}
    </picture>
  );
}

const Gallery = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.lg};
  /* A sideways swipe is the gallery's; up and down still scroll the page. */
  touch-action: pan-y pinch-zoom;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The large photo is the button that opens the gallery full screen. */
const Opener = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const FullScreenHint = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  padding: 2px ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.overlay};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

/** While the full-screen view's chunk arrives: the screen darkens at once, so the tap is answered. */
const Opening = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.overlay};
`;

const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Position = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.overlay};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  padding: 2px;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 6rem;
  aspect-ratio: 16 / 10;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Empty = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.lg};
`;
