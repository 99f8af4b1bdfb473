import type { ReactNode } from 'react';
import type { ReviewQueueItem } from '@/api';
import { rateFlagText } from '@/components/RateQuestion';
import { MediaRow } from '@/components/MediaRow';
import { locationText, reraOf, statusLabels, projectStatusOf, typeLabel } from '@/entities/project';
import { projectChanges } from '@/entities/revision';
import { PlaceLine } from './PlaceLine';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { formatCardPrice } from '@/lib/price';
import { projectStatusFacts, statusOf } from '@/entities/status';
import { EditMark } from './EditMark';
import { noReraFlag } from './reraReview';
import { RevisionChanges } from './RevisionChanges';
import { ItemDescription, ItemFacts, ItemFlag, ItemLink, ItemTitle, photoCount } from './reviewItemParts';

export interface ProjectReviewItemProps {
  project: ReviewQueueItem;
  /** Approve and Reject. */
  actions: ReactNode;
}

/**
 * One project waiting for the team: what it is, who sent it and when, and the two decisions; for an
 * edit of a live project, what the edit changes (docs/review.md#revisions); its pincode beside its
 * state, and a unit priced far from its city's usual rate (docs/review.md#review-rate-flag).
 */
export function ProjectReviewItem({ project, actions }: ProjectReviewItemProps) {
  const titleId = `review-${project._id}`;
  const name = project.projectName;
  const { revision } = project;
  const media = project.media;
  const photos = (media.bannerPhoto ? 1 : 0) + media.blueprintPhotos.length + media.additionalPhotos.length;
  const rera = reraOf({ reraNumber: project.reraNumber, state: project.location?.state });
  const place = [locationText(project), project.location?.pincode?.trim()].filter(Boolean).join(' ');
  return (
    <MediaRow labelledBy={titleId} imageUrl={media.bannerPhoto} stackBelow="mobile" actions={actions}>
      <ItemTitle id={titleId}>{name}</ItemTitle>
      {revision && (
        <EditMark kind="project" status={statusOf(projectStatusFacts(project), 'staff')} revision={revision} />
      )}
      <ItemFacts>
        {typeLabel(project)} · {statusLabels[projectStatusOf(project)]} · {place} · From{' '}
        {formatCardPrice(project.expectedPrice)}
      </ItemFacts>
      <ItemFacts>
        By {project.builder.name} (<a href={`mailto:${project.builder.email}`}>{project.builder.email}</a>) · Sent{' '}
        {formatShortDate(revision?.submittedAt ?? project.updatedAt ?? project.createdAt)} · {photoCount(photos)}
      </ItemFacts>
      {/* docs/review.md#review-rera-flag */}
      {rera ? (
        <ItemFacts>
          RERA {rera.number}
          {rera.authority && ` (${rera.authority})`}
        </ItemFacts>
      ) : (
        <ItemFlag>{noReraFlag}</ItemFlag>
      )}
      {project.rateFlag && <ItemFlag>{rateFlagText(project.rateFlag)}</ItemFlag>}
      {revision ? (
        <RevisionChanges
          changes={projectChanges(project, revision.version)}
          unitsTitle={project.propertyType === 'commercial' ? 'Unit types' : 'Configurations'}
        />
      ) : (
        <ItemDescription>{project.description}</ItemDescription>
      )}
      <PlaceLine place={(revision?.version ?? project).place} />
      <ItemLink to={paths.builderProjectDetail(project._id)}>
        {revision ? 'Open the live project' : 'Open the full project'}
      </ItemLink>
    </MediaRow>
  );
}
