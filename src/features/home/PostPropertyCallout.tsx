import styled from 'styled-components';
import type { Role } from '@/api/contract';
import { ButtonLink } from '@/components/ButtonLink';
import { cardSurface } from '@/components/Card';
import { calloutBand } from '@/components/PageLayout';
import { paths } from '@/lib/paths';

/**
 * docs/routes.md#home-page: where an owner starts posting. Signed out, the post route asks for a sign-in
 * first and comes back (docs/auth.md#route-guard); a Builder goes to the project wizard; a Buyer is told
 * which accounts post.
 */
export function PostPropertyCallout({ role }: { role: Role | null }) {
  return (
    <Callout aria-labelledby="post-property-title">
      <div>
        <h2 id="post-property-title">Own a property? Post it on Nivaas</h2>
        <p>
          {role === 'Buyer'
            ? 'Sellers, agents and builders post from their own accounts: register one to list a property.'
            : 'Sell or rent out your home, plot or office: buyers see it once our team has reviewed it. Posting is free.'}
        </p>
      </div>
      {role === 'Buyer' ? (
        <ButtonLink to={paths.register} variant="secondary">
          Register to post
        </ButtonLink>
      ) : (
        <ButtonLink to={role === 'Builder' ? paths.postPropertyBuilder : paths.postProperty}>
          Post your property
        </ButtonLink>
      )}
    </Callout>
  );
}

const Callout = styled.section`
  ${calloutBand}
  ${cardSurface}
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textSubtle};
    max-width: 40rem;
  }
`;
