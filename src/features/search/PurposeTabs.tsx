import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import type { ParsedPropertySearchQuery } from '@/api';
import { paramsOf } from '@/entities/search';
import { onPurposeTab, purposeTabOf, purposeTabs } from './purposeTabs';

export interface PurposeTabsProps {
  query: ParsedPropertySearchQuery;
}

/**
 * docs/listings.md#search-purpose-tabs: All, Buy, Rent and New Projects as links (one tap, Tab and
 * Enter, Back returns), the search's own marked as the current page; other filters are kept.
 */
export function PurposeTabs({ query }: PurposeTabsProps) {
  const { pathname } = useLocation();
  const current = purposeTabOf(query);
  return (
    <Tabs aria-label="Buy, rent or new projects">
      <ul>
        {purposeTabs.map(({ id, label }) => {
          const search = paramsOf(onPurposeTab(query, id));
          return (
            <li key={id}>
              <Tab to={search ? `${pathname}?${search}` : pathname} aria-current={id === current ? 'page' : undefined}>
                {label}
              </Tab>
            </li>
          );
        })}
      </ul>
    </Tabs>
  );
}

const Tabs = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    padding: 0;
    margin: 0;
    list-style: none;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  min-height: 2.75rem;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
