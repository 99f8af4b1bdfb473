import { describeError, savedSearchMessages, unsubscribeAlerts } from '@/api';
import { Banner } from '@/components/Banner';
import { ButtonLink } from '@/components/ButtonLink';
import { PageLayout, PageSpinner } from '@/components/PageLayout';
import { pageTitle } from '@/lib/pageTitle';
import { dashboardPath } from '@/lib/paths';
import { useEmailedLink } from '@/lib/useEmailedLink';

const TITLE = 'E-mail alerts';

/**
 * docs/listings.md#alert-unsubscribe: an alert e-mail's link turns that search's alerts off, no
 * sign-in needed. Asking twice is harmless, so the page asks once it opens.
 */
export function UnsubscribePage() {
  const { token, answer } = useEmailedLink('unsubscribe', unsubscribeAlerts);
  const failure = !token ? savedSearchMessages.badUnsubscribeLink : answer.error ? describeError(answer.error) : null;

  return (
    <PageLayout title={TITLE}>
      <title>{pageTitle(TITLE)}</title>
      {failure ? (
        <Banner tone="danger" title="Alerts were not turned off">
          {failure}
        </Banner>
      ) : answer.data ? (
        <Banner tone="success" title="Unsubscribed">
          {`You will no longer get alerts for "${answer.data.name}".`}
        </Banner>
      ) : (
        <PageSpinner label="Turning alerts off" />
      )}
      <p>
        <ButtonLink variant="secondary" to={dashboardPath('Buyer')}>
          Your saved searches
        </ButtonLink>
      </p>
    </PageLayout>
  );
}
