import { Button } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import useSWR from 'swr';
import { apiRequest } from '@/api/client';
import { apiPaths } from '@/api/contract/paths';
import { paths } from '@/lib/paths';

/**
 * docs/notifications.md#list: the bell beside the role's links, for every signed-in role, with the
 * unread count. A button that opens the list, not a link: the Main navigation's links stay exactly
 * the spec's (docs/routes.md#navbar-links). Read without the contract's schemas (zod), as the inquiry counts are, so the signed-in
 * bar stays small; its key is swrKeys.notificationsUnread, so the page that marks them read resets it.
 */
export function NotificationBell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data } = useSWR(apiPaths.notificationsUnread, (key: string) => apiRequest(key, { auth: true }));
  const unread = (data as { unread?: unknown } | undefined)?.unread;
  const count = typeof unread === 'number' && unread > 0 ? unread : 0;
  const here = pathname === paths.notifications;
  return (
    <Bell
      onPress={() => navigate(paths.notifications)}
      aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
      aria-current={here ? 'page' : undefined}
      $active={here}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 && <Count aria-hidden="true">{count > 99 ? '99+' : count}</Count>}
    </Bell>
  );
}

const Bell = styled(Button)<{ $active: boolean }>`
  position: relative;
  padding: 0;
  border: none;
  font: inherit;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.textSubtle)};
  background: ${({ theme, $active }) => ($active ? theme.color.primarySoft : 'transparent')};
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 1.125rem;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.125rem;
  text-align: center;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.danger};
`;
