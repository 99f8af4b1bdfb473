import type { ReviewState } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { reviewStateLabels, reviewStateTones } from './workspace';

export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <Badge tone={reviewStateTones[state]}>{reviewStateLabels[state]}</Badge>;
}
