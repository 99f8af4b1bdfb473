import { useState } from 'react';
import styled from 'styled-components';

export interface ProjectGalleryProps {
  /** Photo URLs, the banner first. */
  photos: string[];
  projectName: string;
}

/** The project's photos: one large, the rest as thumbnails that choose it (buttons, so keyboard works). */
export function ProjectGallery({ photos, projectName }: ProjectGalleryProps) {
  const [shown, setShown] = useState(0);
  if (photos.length === 0) return <NoPhoto>Photos coming soon</NoPhoto>;
  const current = photos[Math.min(shown, photos.length - 1)];
  return (
    <Gallery aria-label="Photos">
      <Main src={current} alt={`${projectName}, photo ${shown + 1} of ${photos.length}`} />
      {photos.length > 1 && (
        <Thumbs>
          {photos.map((photo, index) => (
            <li key={photo}>
              <Thumb
                type="button"
                aria-label={`Show photo ${index + 1} of ${photos.length}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={photo} alt="" loading="lazy" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Gallery>
  );
}

const Gallery = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Main = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const NoPhoto = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

const Thumb = styled.button`
  display: block;
  width: 6rem;
  aspect-ratio: 4 / 3;
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
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
