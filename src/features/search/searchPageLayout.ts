import styled from 'styled-components';
import { cardSurface } from '@/components/Card';

// The search page's layout: filters beside the results on a desktop, the list and the map split when the map shows.

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 18rem 1fr;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/** The filters beside the results on a desktop; below 1024 px they open in a sheet instead (DesktopOnly). */
export const Aside = styled.aside`
  padding: ${({ theme }) => theme.space(4)};
  ${cardSurface}
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const PhoneFilters = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/**
 * The count beside the sort. On a phone they stack: side by side, whether they fit turned on the
 * select's width, and a slow phone that painted the page half-parsed (before the select's options)
 * moved both as it wrapped (0.02 of the screen, e2e/firstPaint.test.ts).
 */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const Corrected = styled.p`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Count = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** As wide as the longest order's name: the browser's select does not wrap its value. */
export const SortSlot = styled.div`
  min-width: 14rem;
  max-width: 100%;
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

export const ViewBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const TilesNote = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The list, and beside it on a desktop the map (which on a phone takes the list's place). */
export const Split = styled.div<{ $map: boolean }>`
  display: grid;
  grid-template-columns: ${({ $map }) => ($map ? 'minmax(0, 1fr) minmax(18rem, 40%)' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ListPane = styled.div<{ $map: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $map }) => ($map ? 'none' : 'flex')};
  }
`;

/**
 * Stays in view beside a long list. A fixed height, not the window's: a map sized by the window would
 * resize (and load tiles) each time a phone's address bar shows or hides.
 */
export const MapPane = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space(4)};
  height: 36rem;
  ${({ theme }) => theme.media.mobile} {
    position: static;
    height: 28rem;
  }
`;
