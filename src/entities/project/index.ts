// The project read model (docs/architecture.md#layer-rules): what every feature shows of a builder project.
export {
  amenitiesOf,
  basicAmenityLabels,
  commercialAmenityLabels,
  flatLuxuryAmenityLabels,
  villaLuxuryAmenityLabels,
} from './projectAmenities';
export {
  kindOf,
  pricesOf,
  typeLabel,
  unitCountText,
  type ProjectDetails,
  type ProjectKind,
  type ProjectSections,
} from './projectKind';
export {
  bhkTypeLabel,
  locationText,
  portfolioStatusLabel,
  statusLabels,
  projectStatusOf,
  timelineLabels,
} from './projectLabels';
export { reraOf, reraQrText, type ReraRegistration } from './projectRera';
export { projectText, type ProjectFigures } from './projectText';
