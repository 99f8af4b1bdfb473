import { Link, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import type { Role } from '@/api/contract';
import { isActive, linksFor, POST_PROPERTY } from './navModel';
import { Badge } from '@/components/Badge';
import { PostPropertyButton } from './PostPropertyButton';

export interface NavItemsProps {
  role: Role | null;
  /** A member of the review team sees the review queue too. */
  isStaff?: boolean;
  /** After a choice (the mobile panel closes). */
  onChoose?: () => void;
  /** docs/routes.md#post-property-button: posting with no user shows the notice instead of navigating. */
  onNotice: (message: string) => void;
  /** A short count beside a link, by its path ('2 new'): kept out of the link's own name. */
  badges?: Partial<Record<string, string>>;
  $vertical?: boolean;
}

/** The role's links of docs/routes.md#navbar-links, docs/routes.md#navbar-active, the active one marked by path prefix. */
export function NavItems({ role, isStaff = false, onChoose, onNotice, badges = {}, $vertical = false }: NavItemsProps) {
  const { pathname } = useLocation();
  return (
    <List $vertical={$vertical}>
      {linksFor(role, isStaff).map((link) =>
        link === POST_PROPERTY ? (
          <li key="post-property">
            <Item as={PostPropertyButton} role={role} onNotice={onNotice} onChoose={onChoose} $active={false} />
          </li>
        ) : (
          <LinkItem key={link.to}>
            <Item
              as={Link}
              to={link.to}
              onClick={onChoose}
              $active={isActive(pathname, link.to)}
              aria-current={isActive(pathname, link.to) ? 'page' : undefined}
            >
              {link.label}
            </Item>
            {badges[link.to] && <Badge tone="info">{badges[link.to]}</Badge>}
          </LinkItem>
        ),
      )}
    </List>
  );
}

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  align-items: ${({ $vertical }) => ($vertical ? 'stretch' : 'center')};
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LinkItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Item = styled.a<{ $active: boolean }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  text-decoration: none;
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.color.primaryHover};
      background: ${theme.color.primarySoft};
      &:hover {
        background: ${theme.color.primarySoft};
      }
    `}
`;
