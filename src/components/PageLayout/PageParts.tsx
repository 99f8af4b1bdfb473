import styled, { css } from 'styled-components';
import { Spinner } from '@/components/Spinner';

/** A page's data on its way: a large announced spinner where the content will be. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner size="lg" label={label} />
    </Centered>
  );
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
  color: ${({ theme }) => theme.color.primary};
`;

/** A vertical list of cards or rows, without bullets. */
export const StackList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  padding: 0;
`;

/** Property cards in as many columns of at least 15rem as fit, without bullets. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

/** A row of chips or thumbnails that wraps onto more lines, without bullets. */
export const WrapList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A titled part of a page: its h2 and the content under it, in a column. */
export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** A page's main column and a narrower side column (at least 16rem, or `$side`); one column below 1024 px. */
export const TwoColumns = styled.div<{ $side?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 2fr) ${({ $side = 'minmax(16rem, 1fr)' }) => $side};
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The sections of a main column, one under another. */
export const SectionColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

/** Words on one side and what to do on the other, wrapping under each other where the row has no room. */
export const spreadRow = (gap: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(gap)};
`;

/** A page's invitation to act: its h2 (and a line) beside a button, on a padded band. */
export const calloutBand = css`
  ${spreadRow(4)}
  padding: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
