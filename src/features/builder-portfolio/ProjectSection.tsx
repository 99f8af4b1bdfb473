import styled from 'styled-components';
import { Badge } from '@/components/Badge';
import { HydrateWhenSeen } from '@/components/HydrateWhenSeen';
import { countLabel, type PortfolioSection } from './portfolio';
import { ProjectCard } from './ProjectCard';

/** docs/portfolio.md#portfolio-sections: one status section with its count and its cards. */
export function ProjectSection({ section }: { section: PortfolioSection }) {
  const headingId = `section-${section.status.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>{section.title}</h2>
        <Badge tone="brand">{countLabel(section.projects.length)}</Badge>
      </Heading>
      <Grid>
        {section.projects.map((project) => (
          <HydrateWhenSeen as="li" key={project._id}>
            <ProjectCard project={project} />
          </HydrateWhenSeen>
        ))}
      </Grid>
    </section>
  );
}

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`;
