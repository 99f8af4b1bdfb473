export { FactLine, ReviewStateBadge, ReviewSummary, reviewStateLabels, type ReviewSummaryProps } from './ReviewSummary';
