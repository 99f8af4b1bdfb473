import { describeError } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout } from '@/components/PageLayout';
import { pageTitle } from '@/lib/pageTitle';
import { useMarkRead, useNotificationPage } from './api';
import { EmailChoices } from './EmailChoices';
import { NotificationList } from './NotificationList';

const TITLE = 'Notifications';

/** /notifications (docs/notifications.md#list): every signed-in role's notifications and e-mail choices. */
export function NotificationsPage() {
  const { load, page, goTo } = useNotificationPage();
  const { markOne, markAll, busy } = useMarkRead(() => load.mutate());
  const anyUnread = load.data?.notifications.some((n) => n.readAt === null) ?? false;

  return (
    <PageLayout
      title={TITLE}
      subtitle="What happened to your listings, projects and inquiries."
      actions={
        anyUnread && (
          <Button variant="secondary" onPress={() => void markAll()} isPending={busy}>
            Mark all read
          </Button>
        )
      }
    >
      <title>{pageTitle(TITLE)}</title>
      <AsyncContent
        load={load}
        loadingLabel="Loading your notifications"
        errorTitle="Unable to Load Your Notifications"
        describe={describeError}
      >
        {({ notifications, hasMore }) =>
          notifications.length === 0 && page === 1 ? (
            <EmptyState
              title="No notifications yet"
              message="New inquiries, replies and review decisions will appear here."
            />
          ) : (
            <NotificationList
              notifications={notifications}
              onOpen={(n) => void markOne(n._id)}
              page={page}
              hasOlder={hasMore}
              onPage={goTo}
            />
          )
        }
      </AsyncContent>
      <EmailChoices />
    </PageLayout>
  );
}
