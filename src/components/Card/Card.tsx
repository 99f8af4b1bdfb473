import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface CardProps {
  children: ReactNode;
  /** `article` for a self-contained item (a project), `section` for a part of a page (About Us). */
  as?: 'article' | 'section' | 'div';
  /** Top band, e.g. a heading and a count; separated from the body by a rule. */
  header?: ReactNode;
  /** Bottom band, e.g. actions or a link. */
  footer?: ReactNode;
  /** Name the card after its heading, so an article or section is announced by its title. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
}

/** A raised surface with optional header and footer bands. */
export function Card({ children, as = 'div', header, footer, ...props }: CardProps) {
  return (
    <Surface as={as} {...props}>
      {header && <Band>{header}</Band>}
      <Body>{children}</Body>
      {footer && <Band $atBottom>{footer}</Band>}
    </Surface>
  );
}

/** The surface of every card and panel: background, border and corners; a panel adds its own padding and shadow. */
export const cardSurface = css`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** A panel on the card surface (a form section, a side panel, a home tile): its parts in a column, padded. */
export const cardPanel = (gap: number, padding: number) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(gap)};
  padding: ${({ theme }) => theme.space(padding)};
  ${cardSurface}
`;

/** A card: the surface raised, its parts in a column, nothing over its corners; other card shapes (PhotoCard) build on it. */
export const cardFrame = css`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  min-width: 0;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

const Surface = styled.div`
  ${cardFrame}
`;

const Band = styled.div<{ $atBottom?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-${({ $atBottom }) => ($atBottom ? 'top' : 'bottom')}: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $atBottom }) => ($atBottom ? theme.color.surfaceMuted : theme.color.surface)};
`;

const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space(4)};
`;
