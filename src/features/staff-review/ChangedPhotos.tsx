import { useId } from 'react';
import styled from 'styled-components';
import { WrapList } from '@/components/PageLayout';
import type { Changes, LabelledPhoto } from '@/entities/revision';

export interface ChangedPhotosProps {
  photos: Changes['photos'];
}

/** The photos an edit adds and removes, as thumbnails named by their place. */
export function ChangedPhotos({ photos }: ChangedPhotosProps) {
  return (
    <>
      <PhotoGroup title="added" photos={photos.added} />
      <PhotoGroup title="removed" photos={photos.removed} />
    </>
  );
}

function PhotoGroup({ title, photos }: { title: 'added' | 'removed'; photos: LabelledPhoto[] }) {
  const headingId = useId();
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <GroupTitle id={headingId}>
        {photos.length} {photos.length === 1 ? 'photo' : 'photos'} {title}
      </GroupTitle>
      <WrapList>
        {photos.map((photo) => (
          <li key={photo.url}>
            <Thumb $removed={title === 'removed'}>
              <img src={photo.url} alt="" loading="lazy" />
              <figcaption>{photo.label}</figcaption>
            </Thumb>
          </li>
        ))}
      </WrapList>
    </section>
  );
}

const GroupTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Thumb = styled.figure<{ $removed: boolean }>`
  width: 6rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 2px solid ${({ theme, $removed }) => ($removed ? theme.color.danger : theme.color.success)};
    opacity: ${({ $removed }) => ($removed ? 0.6 : 1)};
  }
`;
