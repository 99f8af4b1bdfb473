import styled, { css } from 'styled-components';
import { cardPanel } from '@/components/Card';

/** One section of the home page under its h2: the popular localities, how Nivaas checks listings. */
export const HomeSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** A section's cards side by side, as many columns of at least 14rem as the page has room for. */
export const tileGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

/** One card of a tile grid, its h3 over what it holds. */
export const tile = css`
  ${cardPanel(2, 4)}
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
