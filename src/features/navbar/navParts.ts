import styled from 'styled-components';

/** The bar's navigation landmark: the visitor's Login link, or a signed-in user's links and menus. */
export const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
