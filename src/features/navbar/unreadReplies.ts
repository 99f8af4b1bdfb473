import useSWR from 'swr';
import { apiRequest } from '@/api/client';
import type { Role } from '@/api/contract';
import { apiPaths } from '@/api/contract/paths';
import { dashboardPath, paths } from '@/lib/paths';

/**
 * docs/listings.md#inquiry-unread: what is new to the signed-in user, for the bar: a buyer's new
 * replies (beside their dashboard link), a seller's or agent's new buyer messages (beside My
 * Inquiries); nothing is asked for anyone else. Read without the contract's schemas (zod) so the
 * signed-in bar stays small (docs/routes.md#navbar-links): anything but a count shows no count. The
 * key is the GET's URL, the same as swrKeys.unreadReplies / newBuyerMessages, so the page that marks
 * them seen resets it.
 */
export function useUnreadCount(role: Role): { count: number; link: string } | null {
  const url = role === 'Buyer' ? apiPaths.unreadReplies : role === 'Builder' ? null : apiPaths.newBuyerMessages;
  const { data } = useSWR(url, (key: string) => apiRequest(key, { auth: true }));
  const count = (data as { count?: unknown } | undefined)?.count;
  if (typeof count !== 'number' || count <= 0) return null;
  return { count, link: role === 'Buyer' ? dashboardPath(role) : paths.inquiries };
}
