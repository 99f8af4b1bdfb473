import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardFrame } from '@/components/Card';
import { LaterImage } from '@/components/LaterImage';

export interface PhotoCardProps {
  /** The cover photo's URL; without one the card says a photo is coming. */
  photo?: string | null;
  /** Badges over the photo's top-left corner (For Rent, a construction status). */
  badges?: ReactNode;
  /** One control over the photo's top-right corner (a favourite heart): it stays above a stretched link. */
  corner?: ReactNode;
  /** The first card a page shows: its photo loads at once and first (likely the page's largest paint). */
  priority?: boolean;
  /** The card is an article named by its heading. */
  'aria-labelledby': string;
  /** What the card says under the photo. */
  children: ReactNode;
}

/** A property in a grid: its cover photo (decorative: the heading names it) and what the feature says of it. */
export function PhotoCard({ photo, badges, corner, priority = false, children, ...props }: PhotoCardProps) {
  return (
    <Surface {...props}>
      <Media>
        {photo ? (
          priority ? (
            <img src={photo} alt="" width={640} height={400} fetchPriority="high" />
          ) : (
            <LaterImage src={photo} alt="" width={640} height={400} />
          )
        ) : (
          <Placeholder>Photo coming soon</Placeholder>
        )}
        {badges && <Badges>{badges}</Badges>}
        {corner && <Corner>{corner}</Corner>}
      </Media>
      {children}
    </Surface>
  );
}

/** Relative, so a link inside may stretch over the whole card. */
const Surface = styled.article`
  ${cardFrame}
  position: relative;
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.color.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  z-index: 1;
`;
