export { ReviewStateBadge } from './ReviewStateBadge';
