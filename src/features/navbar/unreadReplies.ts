import useSWR from 'swr';
import { apiRequest } from '@/api/client';
import { apiPaths } from '@/api/contract/paths';

/**
 * docs/listings.md#inquiry-unread: a signed-in buyer's new replies, for the bar; nothing is asked for
 * anyone else. Read without the contract's schemas (zod) so the signed-in bar stays small
 * (docs/routes.md#navbar-links): anything but a count shows no count. The key is the GET's URL, the
 * same as swrKeys.unreadReplies, so the buyer's dashboard resets it when it marks replies seen.
 */
export function useUnreadReplies(isBuyer: boolean): number {
  const { data } = useSWR(isBuyer ? apiPaths.unreadReplies : null, (url: string) => apiRequest(url, { auth: true }));
  const count = (data as { count?: unknown } | undefined)?.count;
  return typeof count === 'number' && count > 0 ? count : 0;
}
