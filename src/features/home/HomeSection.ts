import styled from 'styled-components';

/** One section of the home page under its h2: the popular localities, how Nivaas checks listings. */
export const HomeSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;
