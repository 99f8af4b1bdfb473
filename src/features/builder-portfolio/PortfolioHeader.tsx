import styled from 'styled-components';
import type { BuilderProfile } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { displayName, taglineOf } from '@/entities/builder';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** docs/portfolio.md#portfolio-header: photo or placeholder (also the live preview of the edit-profile form, at heading level 2), 'Verified Builder', name, tagline and the contact links. */
export function PortfolioHeader({ builder, headingLevel = 1 }: { builder: BuilderProfile; headingLevel?: 1 | 2 }) {
  const name = displayName(builder);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Header>
      {builder.profilePhoto ? (
        <Photo src={builder.profilePhoto} alt={`${name} logo`} width={112} height={112} />
      ) : (
        <Initials aria-hidden="true">{initialsOf(name)}</Initials>
      )}
      <Text>
        <Badge tone="success" icon="✓">
          Verified Builder
        </Badge>
        <Heading>{name}</Heading>
        <Tagline>{taglineOf(builder)}</Tagline>
        <Contacts aria-label="Contact details">
          {builder.phone && <a href={`tel:${builder.phone.replace(/\s/g, '')}`}>{builder.phone}</a>}
          {builder.email && <a href={`mailto:${builder.email}`}>{builder.email}</a>}
          {builder.website && (
            <a href={builder.website} target="_blank" rel="noopener noreferrer">
              {builder.website.replace(/^https?:\/\//, '')}
            </a>
          )}
        </Contacts>
      </Text>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space(6)};
  align-items: center;
  padding: ${({ theme }) => theme.space(8)};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.primarySoft}, ${({ theme }) => theme.color.surface});
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Photo = styled.img`
  width: 112px;
  height: 112px;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  border: 4px solid ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Initials = styled.div`
  display: grid;
  place-items: center;
  width: 112px;
  height: 112px;
  flex: none;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  h1,
  h2 {
    font-size: ${({ theme }) => theme.font.size.hero};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
  }
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const Contacts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    overflow-wrap: anywhere;
  }
`;
