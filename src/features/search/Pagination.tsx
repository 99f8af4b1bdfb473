import { Link } from 'react-router';
import styled from 'styled-components';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page: each page is a link, so it can be opened, shared and gone back from. */
  hrefOf: (page: number) => string;
}

/** The pages to offer: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Pages">
      <ol>
        <li>{page > 1 ? <PageLink to={hrefOf(page - 1)}>Previous</PageLink> : <Disabled>Previous</Disabled>}</li>
        {pageWindow(page, pageCount).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? (
              <Gap aria-hidden="true">…</Gap>
            ) : (
              <PageLink to={hrefOf(n)} aria-label={`Page ${n}`} aria-current={n === page ? 'page' : undefined}>
                {n}
              </PageLink>
            )}
          </li>
        ))}
        <li>{page < pageCount ? <PageLink to={hrefOf(page + 1)}>Next</PageLink> : <Disabled>Next</Disabled>}</li>
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: 0;
    list-style: none;
  }
`;

const cell = `
  display: inline-grid;
  place-items: center;
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 12px;
  border-radius: 8px;
`;

const PageLink = styled(Link)`
  ${cell}
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.onPrimary};
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Disabled = styled.span`
  ${cell}
  color: ${({ theme }) => theme.color.textMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Gap = styled.span`
  ${cell}
  color: ${({ theme }) => theme.color.textMuted};
`;
