import type { BuilderProject } from '@/api/contract';
import { projectPhoto } from '@/lib/photoSources';
import { amenitiesOf, kindOf, pricesOf, projectStatusOf, timelineLabels } from '@/entities/project';
import { projectTotals, unitTables } from './projectTables';

/** Everything the project page shows, read from the saved record (docs/portfolio.md#project-page). */
export function projectView(project: BuilderProject) {
  const kind = kindOf(project);
  const timeline = project.completionTimeline;
  const prices = pricesOf(project).filter((price): price is number => typeof price === 'number' && price > 0);
  return {
    /** The lowest unit price, where the EMI estimate starts (docs/listings.md#emi-estimate); null without prices. */
    startingPrice: prices.length > 0 ? Math.min(...prices) : null,
    // docs/wizard.md#completion-timeline: the timeline applies only to a project that is not completed.
    timeline: projectStatusOf(project) === 'completed' || !timeline ? null : timelineLabels[timeline],
    tables: unitTables(kind, project),
    totals: projectTotals(kind, project),
    amenities: amenitiesOf(project) ?? [],
    photos: [project.media.bannerPhoto, ...project.media.additionalPhotos]
      .filter((url): url is string => !!url)
      .map((url) => projectPhoto(project, url)),
    floorPlans: project.media.blueprintPhotos,
  };
}
