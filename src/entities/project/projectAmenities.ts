import {
  basicAmenityNames,
  commercialAmenityNames,
  flagLabels,
  flatLuxuryAmenityNames,
  villaLuxuryAmenityNames,
} from '@/entities/amenity';
import { kindOf, type ProjectDetails } from './projectKind';

/**
 * docs/wizard.md#amenity-labels: the amenity flags and their labels, in the rule's order, read from
 * the one amenity list (`@/entities/amenity`), so a project's amenity reads as a listing's does.
 */
// Pure: a page that shows no amenity (search cards, the home page) leaves them out of its bundle.
export const basicAmenityLabels = /* @__PURE__ */ flagLabels(basicAmenityNames);
export const villaLuxuryAmenityLabels = /* @__PURE__ */ flagLabels(villaLuxuryAmenityNames);
export const flatLuxuryAmenityLabels = /* @__PURE__ */ flagLabels(flatLuxuryAmenityNames);
export const commercialAmenityLabels = /* @__PURE__ */ flagLabels(commercialAmenityNames);

/** The labels of the flags that are on, in label order. */
const chosenAmenities = <Flags extends Record<string, boolean>>(
  flags: Flags,
  labels: Record<keyof Flags, string>,
): string[] => (Object.keys(labels) as Array<keyof Flags>).filter((key) => flags[key]).map((key) => labels[key]);

/** The amenities that are on, as labels; null for shops and offices, which carry no amenity flags. */
export function amenitiesOf(project: ProjectDetails): string[] | null {
  const { villaDetails, flatDetails, mixedUseDetails } = project;
  switch (kindOf(project)) {
    case 'villa':
      return villaDetails
        ? [
            ...chosenAmenities(villaDetails.basicAmenities, basicAmenityLabels),
            ...chosenAmenities(villaDetails.luxuryAmenities, villaLuxuryAmenityLabels),
          ]
        : [];
    case 'flat':
      return flatDetails
        ? [
            ...chosenAmenities(flatDetails.basicAmenities, basicAmenityLabels),
            ...chosenAmenities(flatDetails.luxuryAmenities, flatLuxuryAmenityLabels),
          ]
        : [];
    case 'mixed':
      return mixedUseDetails ? chosenAmenities(mixedUseDetails.commercialAmenities, commercialAmenityLabels) : [];
    default:
      return null;
  }
}
