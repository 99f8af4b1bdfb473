// docs/review.md#status-said-once: the status of a listing or project as a badge or a line, for any
// audience; the words come from src/entities/status.
export { StatusBadge, StatusLine, type StatusProps } from './StatusLine';
