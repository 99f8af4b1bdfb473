import { describeError } from '@/api';
import { muteNotificationsByLink } from '@/api/notifications';
import { notificationKindLabels, notificationMessages } from '@/api/contract/notifications';
import { Banner } from '@/components/Banner';
import { ButtonLink } from '@/components/ButtonLink';
import { PageLayout, PageSpinner } from '@/components/PageLayout';
import { pageTitle } from '@/lib/pageTitle';
import { paths } from '@/lib/paths';
import { useEmailedLink } from '@/lib/useEmailedLink';

const TITLE = 'E-mail notifications';

/**
 * docs/notifications.md#muting: a notification e-mail's one-click link mutes that kind, no sign-in
 * needed. Asking twice is harmless, so the page asks once it opens.
 */
export function MuteNotificationsPage() {
  const { token, answer } = useEmailedLink('mute-notifications', muteNotificationsByLink);
  const failure = !token ? notificationMessages.badMuteLink : answer.error ? describeError(answer.error) : null;

  return (
    <PageLayout title={TITLE}>
      <title>{pageTitle(TITLE)}</title>
      {failure ? (
        <Banner tone="danger" title="E-mails were not muted">
          {failure}
        </Banner>
      ) : answer.data ? (
        <Banner tone="success" title="Muted">
          {`You will no longer get e-mails about "${notificationKindLabels[answer.data.kind]}". They still appear in your notifications.`}
        </Banner>
      ) : (
        <PageSpinner label="Muting these e-mails" />
      )}
      <p>
        <ButtonLink variant="secondary" to={paths.notifications}>
          Your notifications
        </ButtonLink>
      </p>
    </PageLayout>
  );
}
