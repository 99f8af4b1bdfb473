// What the public project page shows the same way the wizard's review does.
export {
  basicAmenityLabels,
  chosenAmenities,
  commercialAmenityLabels,
  flatLuxuryAmenityLabels,
  labelOf,
  statusChoices,
  timelineChoices,
  villaLuxuryAmenityLabels,
} from './projectChoices';
export { kindOf, pricesOf, type ProjectKind } from './projectSummary';
export { formFromProject } from './projectRecord';
