import { Link } from 'react-router';
import styled from 'styled-components';
import type { Notification } from '@/api/contract/notifications';
import { Button } from '@/components/Button';
import { formatShortDate } from '@/lib/dates';

export interface NotificationListProps {
  notifications: Notification[];
  /** Opening one marks it read, then its link opens the screen it is about. */
  onOpen: (notification: Notification) => void;
  /** The page shown (1 the newest) and whether an older one follows. */
  page: number;
  hasOlder: boolean;
  onPage: (page: number) => void;
}

/** docs/notifications.md#list: newest first, an unread one marked by a dot, bold text and its name. */
export function NotificationList({ notifications, onOpen, page, hasOlder, onPage }: NotificationListProps) {
  return (
    <>
      <List aria-label="Notifications">
        {notifications.map((notification) => {
          const unread = notification.readAt === null;
          return (
            <Item key={notification._id} $unread={unread}>
              <Dot $unread={unread} aria-hidden="true" />
              <Entry to={notification.link} onClick={() => unread && onOpen(notification)} $unread={unread}>
                {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
                {notification.text}
              </Entry>
              <When dateTime={notification.createdAt}>{formatShortDate(notification.createdAt)}</When>
            </Item>
          );
        })}
      </List>
      {(page > 1 || hasOlder) && (
        <Paging aria-label="Pages of notifications">
          {page > 1 && (
            <Button variant="secondary" onPress={() => onPage(page - 1)}>
              Newer
            </Button>
          )}
          {hasOlder && (
            <Button variant="secondary" onPress={() => onPage(page + 1)}>
              Older
            </Button>
          )}
        </Paging>
      )}
    </>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Paging = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme, $unread }) => ($unread ? theme.color.infoSoft : 'transparent')};
  &:not(:last-child) {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $unread }) => ($unread ? theme.color.info : 'transparent')};
`;

const Entry = styled(Link)<{ $unread: boolean }>`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.semibold : theme.font.weight.regular)};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const When = styled.time`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
