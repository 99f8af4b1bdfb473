import { Link } from 'react-router';
import styled from 'styled-components';
import { Badge } from '@/components/Badge';
import { cardSurface } from '@/components/Card';
import { LaterImage } from '@/components/LaterImage';
import type { BuilderProfile } from '@/api/contract';
import { displayName, taglineOf } from '@/entities/builder';
import { responseTimeText } from '@/entities/owner';
import { paths } from '@/lib/paths';

/** Who builds the project, with the way to their portfolio and to reach them. */
export function BuilderCard({ builder }: { builder: BuilderProfile }) {
  const name = displayName(builder);
  // docs/leads.md#response-time: only when the server sends it.
  const replies = responseTimeText(builder.responseTime);
  return (
    <Card aria-labelledby="builder-card-title">
      <Photo>
        {builder.profilePhoto ? (
          // After the gallery's photo: the page's largest paint does not share the connection with it.
          <LaterImage src={builder.profilePhoto} alt="" width={64} height={64} />
        ) : (
          <span aria-hidden="true">{name[0]}</span>
        )}
      </Photo>
      <div>
        <h2 id="builder-card-title">{name}</h2>
        <p>{taglineOf(builder)}</p>
        {replies && (
          <Badge tone="info" icon="⏱">
            {replies}
          </Badge>
        )}
        <Links>
          {builder.username && <Link to={paths.builderPortfolio(builder.username)}>View all projects by {name}</Link>}
          {builder.phone && <a href={`tel:${builder.phone.replace(/\s/g, '')}`}>{builder.phone}</a>}
          {builder.email && <a href={`mailto:${builder.email}`}>{builder.email}</a>}
        </Links>
      </div>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  ${cardSurface}
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Photo = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  width: 4rem;
  height: 4rem;
  overflow: hidden;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primaryHover};
  background: ${({ theme }) => theme.color.primarySoft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin-top: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
