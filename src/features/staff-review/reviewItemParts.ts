import { Link } from 'react-router';
import styled from 'styled-components';

/** The pieces of a waiting item's row, the same for projects and listings. */
export const ItemTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const ItemFacts = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* A RERA number or an address in one piece wraps on a phone (docs/routes.md#long-names). */
  overflow-wrap: anywhere;
`;

/** Something the reviewer should weigh before deciding (it decides nothing by itself). */
export const ItemFlag = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningSoft};
`;

/** Two lines of the description: enough to judge it, the full text is one click away. */
export const ItemDescription = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const ItemLink = styled(Link)`
  color: ${({ theme }) => theme.color.primaryHover};
`;

export const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;
