import styled from 'styled-components';
import type { Role } from '@/api/contract';
import { HydrateWhenSeen } from '@/components/HydrateWhenSeen';
import { useFeaturedProjects, useFreshListings, usePopularLocalities } from './api';
import { PropertyShelf } from '@/features/search';
import { allPropertiesHref } from '@/entities/search';
import { HowNivaasChecks } from './HowNivaasChecks';
import { PopularLocalities } from './PopularLocalities';
import { PostPropertyCallout } from './PostPropertyCallout';

/**
 * docs/routes.md#home-page: what the home page shows under its search, from the API: the newest
 * approved projects and listings, popular localities, how listings are checked and where owners post.
 */
export function HomeSections({ role }: { role: Role | null }) {
  const projects = useFeaturedProjects();
  const listings = useFreshListings();
  const localities = usePopularLocalities();
  return (
    <Sections>
      <PropertyShelf
        title="New projects"
        errorTitle="Unable to Load New Projects"
        seeAllHref={allPropertiesHref({ kind: 'builder-project' })}
        load={projects}
        emptyText="No projects have been approved yet."
        priority
      />
      <HydrateWhenSeen>
        <PropertyShelf
          title="Fresh listings"
          errorTitle="Unable to Load Fresh Listings"
          seeAllHref={allPropertiesHref({ kind: 'listing' })}
          load={listings}
          emptyText="No listings yet: the first approved ones will appear here."
        />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <PopularLocalities load={localities} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <HowNivaasChecks />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <PostPropertyCallout role={role} />
      </HydrateWhenSeen>
    </Sections>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};
  /* The sections after the first are laid out and painted when they come near the screen, not
     while the page starts (its first long tasks were the HTML's style and layout), and hydrated then. */
  > :not(:first-child) {
    content-visibility: auto;
    contain-intrinsic-size: auto 30rem;
  }
`;
