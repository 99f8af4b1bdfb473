import type { BuilderProject, BuilderProjectFields } from '@/api/contract';
import {
  basicAmenityLabels,
  chosenAmenities,
  commercialAmenityLabels,
  flatLuxuryAmenityLabels,
  formFromProject,
  kindOf,
  labelOf,
  pricesOf,
  timelineChoices,
  villaLuxuryAmenityLabels,
  type ProjectKind,
} from '@/features/builder-wizard';
import { formatPriceRange } from '@/lib/price';
import { projectTotals, unitTables } from './projectTables';

/** The amenity labels a kind's flags turn on (shops and offices have none in docs/wizard.md#amenity-labels). */
const amenitiesByKind: Record<ProjectKind, (fields: BuilderProjectFields) => string[]> = {
  villa: ({ villaDetails: d }) => [
    ...chosenAmenities(d.basicAmenities, basicAmenityLabels),
    ...chosenAmenities(d.luxuryAmenities, villaLuxuryAmenityLabels),
  ],
  flat: ({ flatDetails: d }) => [
    ...chosenAmenities(d.basicAmenities, basicAmenityLabels),
    ...chosenAmenities(d.luxuryAmenities, flatLuxuryAmenityLabels),
  ],
  shops: () => [],
  office: () => [],
  mixed: ({ mixedUseDetails: d }) => chosenAmenities(d.commercialAmenities, commercialAmenityLabels),
};

/** Everything the project page shows, read once from the saved record. */
export function projectView(project: BuilderProject) {
  const { fields } = formFromProject(project);
  const kind = kindOf(fields);
  const amenities = kind ? amenitiesByKind[kind](fields) : [];
  const completed = (project.projectStatus ?? 'not started') === 'completed';
  return {
    fields,
    priceRange: formatPriceRange(pricesOf(fields)),
    // docs/wizard.md#completion-timeline: the timeline applies only to a project that is not completed.
    timeline: completed || !project.completionTimeline ? null : labelOf(timelineChoices, project.completionTimeline),
    tables: unitTables(kind, fields),
    totals: projectTotals(kind, fields),
    amenities,
    photos: [project.media.bannerPhoto, ...project.media.additionalPhotos].filter((url): url is string => !!url),
    floorPlans: project.media.blueprintPhotos,
  };
}
