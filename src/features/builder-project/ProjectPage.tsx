import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { describeError, isApiError, summaryOfProject, type BuilderProject } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { Badge } from '@/components/Badge';
import { cardPanel } from '@/components/Card';
import { EmptyState } from '@/components/EmptyState';
import { Fact } from '@/components/FactList';
import { HydrateWhenSeen } from '@/components/HydrateWhenSeen';
import { LaterImage } from '@/components/LaterImage';
import { PhotoGallery } from '@/components/PhotoGallery';
import { LocalityNote } from '@/components/PlaceLine';
import { localityDistanceText } from '@/entities/locality';
import { aroundItem } from '@/entities/place';
import { PageMain, PageSection, SectionColumn, TwoColumns, WrapList } from '@/components/PageLayout';
import { useAuth } from '@/features/auth';
import { CONTACT_TARGET_ID, EmiEstimate, ShareButton, StickyContactBar } from '@/features/buyer-tools';
import { ChangesPreview } from '@/features/revision-preview';
import { displayName } from '@/entities/builder';
import { locationText, projectText, typeLabel } from '@/entities/project';
import { formatShortDate } from '@/lib/dates';
import { ASK_THE_BUILDER_HASH, paths } from '@/lib/paths';
import { useProject } from './api';
import { BuilderCard } from './BuilderCard';
import { ProjectFacts as Facts } from './projectFacts';
import { projectView } from './projectView';
import { AskTheBuilder } from './AskTheBuilder';
import { ReraSection } from './ReraSection';
import { ReviewNotice } from './ReviewNotice';
import { UnitTables } from './UnitTables';
import { pageTitle } from '@/lib/pageTitle';

/**
 * /builder-property-detail/{id}: a builder project's public page; at ?version=changes its builder's
 * changes waiting for review (docs/review.md#revisions).
 */
export function ProjectPage() {
  const { id } = useParams();
  const project = useProject(id);
  return (
    <PageMain>
      <AsyncContent
        load={project}
        loadingLabel="Loading the project"
        errorTitle="Unable to Load the Project"
        describe={describeError}
        notFound={(error) => isApiError(error) && error.status === 404 && <NotFound />}
      >
        {(loaded) => (
          <ChangesPreview live={loaded} liveHref={paths.builderProjectDetail(loaded._id)}>
            {(project, banner) => <ProjectDetails project={project} banner={banner} />}
          </ChangesPreview>
        )}
      </AsyncContent>
    </PageMain>
  );
}

/** The project's page; `banner` says when it shows its builder's changes rather than the live version. */
function ProjectDetails({ project, banner }: { project: BuilderProject; banner?: ReactNode }) {
  const { user } = useAuth();
  const view = projectView(project);
  const text = projectText({ ...summaryOfProject(project), projectStatus: project.projectStatus });
  const { location } = project;
  const isOwner = user?._id === project.postedBy;
  const askPanel = useAskedPanel();
  return (
    <>
      <title>{pageTitle(project.projectName)}</title>
      {project.reviewState !== 'approved' && <ReviewNotice project={project} canEdit={isOwner} />}
      {banner}
      <Header>
        <Badges>
          <Badge tone="brand">{text.status}</Badge>
          <Badge>{typeLabel(project)}</Badge>
        </Badges>
        <h1>{project.projectName}</h1>
        <p>{locationText(project)}</p>
        <Price>{text.price}</Price>
        <div>
          <ShareButton title={project.projectName} />
        </div>
      </Header>
      <TwoColumns>
        <SectionColumn>
          <PhotoGallery photos={view.photos} title={project.projectName} />
          <Section aria-labelledby="facts-heading">
            <h2 id="facts-heading">Key facts</h2>
            <Facts>
              {[
                ['Status', text.status],
                ['Expected completion', view.timeline],
                ['Type', typeLabel(project)],
                ...view.totals,
                ['Listed on', formatShortDate(project.createdAt)],
              ]
                .filter((fact): fact is [string, string] => Boolean(fact[1]))
                .map(([label, value]) => (
                  <Fact key={label} term={label}>
                    {value}
                  </Fact>
                ))}
            </Facts>
          </Section>
          {view.tables.length > 0 && (
            <HydrateWhenSeen>
              <Section aria-labelledby="units-heading">
                <h2 id="units-heading">Configurations and prices</h2>
                <UnitTables tables={view.tables} />
              </Section>
            </HydrateWhenSeen>
          )}
          {view.startingPrice !== null && (
            <HydrateWhenSeen>
              <EmiEstimate price={view.startingPrice} />
            </HydrateWhenSeen>
          )}
          {view.amenities.length > 0 && (
            <HydrateWhenSeen>
              <Section aria-labelledby="amenities-heading">
                <h2 id="amenities-heading">Amenities</h2>
                <WrapList>
                  {view.amenities.map((amenity) => (
                    <li key={amenity}>
                      <Badge tone="success">{amenity}</Badge>
                    </li>
                  ))}
                </WrapList>
              </Section>
            </HydrateWhenSeen>
          )}
          <HydrateWhenSeen>
            <Section aria-labelledby="about-heading">
              <h2 id="about-heading">About the project</h2>
              <Description>{project.description}</Description>
            </Section>
          </HydrateWhenSeen>
          {view.floorPlans.length > 0 && (
            <HydrateWhenSeen>
              <Section aria-labelledby="plans-heading">
                <h2 id="plans-heading">Floor plans</h2>
                <Plans>
                  {view.floorPlans.map((plan, index) => (
                    <li key={plan}>
                      <a href={plan} target="_blank" rel="noopener noreferrer">
                        <LaterImage src={plan} alt={`Floor plan ${index + 1} of ${project.projectName}`} />
                      </a>
                    </li>
                  ))}
                </Plans>
              </Section>
            </HydrateWhenSeen>
          )}
        </SectionColumn>
        <Aside>
          <Section aria-labelledby="location-heading">
            <h2 id="location-heading">Location</h2>
            <address>
              {[location?.address, location?.area, location?.city, location?.state, location?.pincode]
                .filter(Boolean)
                .join(', ') || 'Location not specified'}
            </address>
            {location?.landmark && <p>Landmark: {location.landmark}</p>}
            {location?.area && location.city && (
              <LocalityNote
                locality={location.area}
                city={location.city}
                distance={
                  project.kmFromLocalityCentre != null
                    ? localityDistanceText(project.kmFromLocalityCentre, location.area)
                    : undefined
                }
                around={aroundItem({ title: project.projectName, place: project.place }, location.city)}
              />
            )}
          </Section>
          <ReraSection project={project} />
          {project.builder && (
            <Contact id={CONTACT_TARGET_ID}>
              <BuilderCard builder={project.builder} />
              {/* docs/leads.md#ask-the-builder: only a live project takes questions. */}
              {project.reviewState === 'approved' && !banner && !isOwner && (
                <AskPanel aria-label="Ask the builder" id={ASK_THE_BUILDER_HASH.slice(1)} ref={askPanel} tabIndex={-1}>
                  <AskTheBuilder
                    projectId={project._id}
                    projectName={project.projectName}
                    builderName={displayName(project.builder)}
                  />
                </AskPanel>
              )}
            </Contact>
          )}
        </Aside>
      </TwoColumns>
      {!isOwner && project.builder && <StickyContactBar price={text.price} label="Price and contact" />}
    </>
  );
}

/**
 * docs/leads.md#ask-the-builder: opened from a portfolio card (the page's address ends in
 * #ask-the-builder), the page goes to its Ask the builder panel once shown, after the page change's
 * scroll to the top.
 */
function useAskedPanel() {
  const { hash } = useLocation();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash !== ASK_THE_BUILDER_HASH) return;
    const frame = requestAnimationFrame(() => {
      panel.current?.scrollIntoView({ block: 'start' });
      panel.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return panel;
}

function NotFound() {
  return (
    <EmptyState
      title="Property Not Found"
      message="The project you're looking for doesn't exist, is waiting for review or has been removed."
      action={<Link to={paths.home}>Back to Home</Link>}
      headingLevel={2}
    />
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Price = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primaryHover};
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Contact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const AskPanel = styled.section`
  ${cardPanel(4, 5)}
  scroll-margin-top: ${({ theme }) => theme.space(20)};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Section = styled(PageSection)`
  address {
    font-style: normal;
  }
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
