// The status read model (docs/review.md#status-said-once): where a listing or project stands, said
// once for its owner, a buyer and the Nivaas team, and the counts of the dashboards.
export {
  audiences,
  detailSentence,
  listingStatusFacts,
  projectStatusFacts,
  standingOf,
  standings,
  statusCounts,
  statusOf,
  statusSentence,
  type Audience,
  type ItemStatus,
  type Standing,
  type StatusCounts,
  type StatusFacts,
  type StatusTone,
} from './status';
