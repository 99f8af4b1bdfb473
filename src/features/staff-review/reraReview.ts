import type { ReviewQueueItem } from '@/api';
import type { QuickReason } from './quickReason';

/** docs/review.md#review-rera-flag: what a project without a RERA number carries in the queue. */
export const noReraFlag = 'No RERA number: required for projects over 500 sq m or 8 units';

/** docs/review.md#review-rera-flag: the one-click reason offered when rejecting such a project. */
export const noReraReason: QuickReason = {
  label: 'No RERA number',
  reason:
    "Please add the project's RERA registration number in the Location step: it is required for projects over 500 sq m or 8 units.",
};

export const lacksRera = (project: Pick<ReviewQueueItem, 'reraNumber'>) => !project.reraNumber?.trim();
