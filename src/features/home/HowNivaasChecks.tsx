import styled from 'styled-components';
import { HomeSection, tile, tileGrid } from './HomeSection';

/** docs/routes.md#home-page: what Nivaas does before and after a property goes live, in plain words. */
const checks = [
  {
    title: 'Reviewed before it goes live',
    text: 'Our team reviews every listing and every builder project before anyone can find it.',
  },
  {
    title: 'Kept fresh by its owner',
    text: 'Owners re-confirm their listings from time to time; a listing that is not confirmed leaves the search.',
  },
  {
    title: 'RERA on projects',
    text: "A project's RERA registration number is shown on its page and cards, with the authority's site.",
  },
  {
    title: 'Your number stays yours',
    text: 'We never share your phone number with a seller, agent or builder unless you choose to.',
  },
];

/** The home page's short account of how Nivaas checks listings. */
export function HowNivaasChecks() {
  return (
    <HomeSection aria-labelledby="how-nivaas-checks-title">
      <h2 id="how-nivaas-checks-title">How Nivaas checks listings</h2>
      <Checks>
        {checks.map(({ title, text }) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Checks>
    </HomeSection>
  );
}

const Checks = styled.ul`
  ${tileGrid}
  padding: 0;
  list-style: none;
  li {
    ${tile}
  }
  p {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
