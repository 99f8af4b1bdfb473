import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The pieces of a waiting item's row, the same for projects and listings. */
export const ItemTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const ItemFacts = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
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
