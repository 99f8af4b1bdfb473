import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface MediaRowProps {
  /** The heading's id: the row is an article named by it. */
  labelledBy: string;
  /** A decorative picture (the content names the item); nothing shows a muted tile. */
  imageUrl?: string | null;
  children: ReactNode;
  /** Buttons at the right; below the content on a narrow screen. */
  actions?: ReactNode;
  /** The narrow layout starts below this width: 'phone' (480 px) or 'mobile' (1024 px). */
  stackBelow?: 'phone' | 'mobile';
}

/** A list row with a thumbnail, its content and actions: a builder's project, a project waiting for review. */
export function MediaRow({ labelledBy, imageUrl, children, actions, stackBelow = 'phone' }: MediaRowProps) {
  return (
    <Row aria-labelledby={labelledBy} $stackBelow={stackBelow}>
      <Thumb>{imageUrl ? <img src={imageUrl} alt="" loading="lazy" /> : null}</Thumb>
      <Body>{children}</Body>
      {actions && <Actions $stackBelow={stackBelow}>{actions}</Actions>}
    </Row>
  );
}

const Row = styled.article<{ $stackBelow: 'phone' | 'mobile' }>`
  display: grid;
  grid-template-columns: 9rem 1fr auto;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme, $stackBelow }) => theme.media[$stackBelow]} {
    grid-template-columns: 5.5rem 1fr;
  }
`;

const Thumb = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Actions = styled.div<{ $stackBelow: 'phone' | 'mobile' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme, $stackBelow }) => theme.media[$stackBelow]} {
    grid-column: 1 / -1;
    flex-direction: row;
    justify-content: flex-end;
  }
`;
