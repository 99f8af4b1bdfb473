export { FactLine, ReviewSummary, type ReviewSummaryProps } from './ReviewSummary';
