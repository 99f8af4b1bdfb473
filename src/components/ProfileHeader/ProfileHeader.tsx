import styled from 'styled-components';
import { Badge } from '@/components/Badge';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export interface ProfileHeaderProps {
  name: string;
  tagline: string;
  /** The photo's address; without one, the name's initials in a circle stand in. */
  photo?: string | undefined;
  /** A success badge above the name ('Verified Builder'). */
  badge?: string | undefined;
  /** A second badge under the tagline ('Usually replies within 2 hours'). */
  note?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  website?: string | undefined;
  /** 1 on the profile's own page; 2 where it is a preview inside another page. */
  headingLevel?: 1 | 2;
}

/** The head of a public profile: photo or initials, a badge, the name, a tagline and the contact links. */
export function ProfileHeader({
  name,
  tagline,
  photo,
  badge,
  note,
  phone,
  email,
  website,
  headingLevel = 1,
}: ProfileHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Header>
      {photo ? (
        <Photo src={photo} alt={`${name} logo`} width={112} height={112} />
      ) : (
        <Initials aria-hidden="true">{initialsOf(name)}</Initials>
      )}
      <Text>
        {badge && (
          <Badge tone="success" icon="✓">
            {badge}
          </Badge>
        )}
        <Heading>{name}</Heading>
        <Tagline>{tagline}</Tagline>
        {note && (
          <Badge tone="info" icon="⏱">
            {note}
          </Badge>
        )}
        <Contacts aria-label="Contact details">
          {phone && <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>}
          {email && <a href={`mailto:${email}`}>{email}</a>}
          {website && (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {website.replace(/^https?:\/\//, '')}
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
