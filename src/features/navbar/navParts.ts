import styled from 'styled-components';

/** The bar's navigation landmark: the visitor's Login link, or a signed-in user's links and menus. */
export const Nav = styled.nav`
  display: flex;
  align-items: center;
  /* On a 320 px phone the name in the profile menu's button gives way (docs/routes.md#long-names). */
  min-width: 0;
  gap: ${({ theme }) => theme.space(2)};
`;
