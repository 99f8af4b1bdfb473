// The search read model (docs/architecture.md#layer-rules): a search as its URL holds it, how it is
// described, and what a result card shows of a listing or a project.
export {
  activeFilterCount,
  bandsFor,
  bhkLabel,
  clearedFilters,
  describeSavedSearch,
  describeSearch,
  allPropertiesHref,
  nearPlaceName,
  nearWords,
  paramsOf,
  priceChoices,
  priceRangeLabel,
  queryFromParams,
  rentBands,
  resultCountText,
  saleBands,
  withFilter,
  withoutNear,
  type PriceBand,
} from './searchQuery';
export {
  cardArea,
  cardKind,
  cardPlace,
  cardPrice,
  cardRate,
  postedByText,
  statusText,
  summaryTypeLabel,
} from './summaryText';
export { similarSearchHref, type Searchable } from './similarSearch';
