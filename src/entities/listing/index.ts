// The listing read model (docs/architecture.md#layer-rules): what every feature shows of a listing.
export {
  ageText,
  detailPrice,
  floorText,
  listingFacts,
  listingRate,
  locationLine,
  possessionText,
  type Fact,
} from './listingFacts';
export { listingPlace } from './listingText';
