import useSWR from 'swr';
import type { ReviewTarget } from './reviewTargets';

/** One queue of the team, longest waiting first. */
export const useReviewQueue = <Item extends { _id: string }>(target: ReviewTarget<Item>) =>
  useSWR(target.queueKey, target.loadQueue);
