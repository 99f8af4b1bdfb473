import { useState, type KeyboardEvent } from 'react';
import type { Photo } from '@/api/contract';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { LaterImage } from '@/components/LaterImage';
import { galleryPhotoSources, thumbnailOf } from '@/lib/photoSources';

export interface PhotoGalleryProps {
  photos: readonly Photo[];
  /** What the photos show (a listing's or a project's title): each is described as '{title} (2 of 5)'. */
  title: string;
}

/** A property's photos: a large one, Previous/Next (also the arrow keys) and a row of thumbnails. */
export function PhotoGallery({ photos, title }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <Empty>Photos coming soon</Empty>;
  const count = photos.length;
  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Gallery aria-roledescription="gallery" aria-label="Photos" onKeyDown={onKeyDown}>
      <Stage>
        {/* The page's largest paint: fetched first, at the size the screen needs. */}
        <LargePhoto photo={photos[index]!} alt={`${title} (${index + 1} of ${count})`} />
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
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
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
