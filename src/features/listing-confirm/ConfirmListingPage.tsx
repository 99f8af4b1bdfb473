import { Link } from 'react-router';
import { confirmListingByLink, describeError, isApiError } from '@/api';
import { freshnessMessages, REMIND_AFTER_DAYS } from '@/api/contract';
import { Banner } from '@/components/Banner';
import { ButtonLink } from '@/components/ButtonLink';
import { ErrorState } from '@/components/ErrorState';
import { PageLayout, PageSpinner } from '@/components/PageLayout';
import { useAuth } from '@/features/auth';
import { pageTitle } from '@/lib/pageTitle';
import { dashboardPath, paths } from '@/lib/paths';
import { useEmailedLink } from '@/lib/useEmailedLink';

const TITLE = 'Confirm your listing';

/** A refusal the owner can act on (a forged, stale or used-up link): not worth trying again. */
const isRefusal = (error: unknown) => isApiError(error) && error.kind === 'response' && (error.status ?? 500) < 500;

/**
 * docs/listings.md#confirm-link: the reminder e-mail's link confirms the listing without signing in.
 * Confirming twice is harmless, so the page asks once it opens; a server that fails gets a retry.
 */
export function ConfirmListingPage() {
  const { token, answer } = useEmailedLink('confirm-listing', confirmListingByLink);

  return (
    <PageLayout title={TITLE}>
      <title>{pageTitle(TITLE)}</title>
      {!token || isRefusal(answer.error) ? (
        <Refused message={token ? describeError(answer.error) : freshnessMessages.linkInvalid} />
      ) : answer.error ? (
        <ErrorState
          title="Unable to Confirm Your Listing"
          message={describeError(answer.error)}
          onRetry={() => void answer.mutate()}
          isRetrying={answer.isValidating}
        />
      ) : answer.data ? (
        <Banner tone="success" title="Confirmed available">
          <Link to={paths.propertyDetail(answer.data.listing._id, answer.data.listing.title)}>
            {answer.data.listing.title}
          </Link>
          {` stays in search. We will ask you again in ${REMIND_AFTER_DAYS} days.`}
        </Banner>
      ) : (
        <PageSpinner label="Confirming your listing" />
      )}
    </PageLayout>
  );
}

/** The link did not confirm: the owner confirms from their dashboard instead (signing in first). */
function Refused({ message }: { message: string }) {
  const { user } = useAuth();
  return (
    <>
      <Banner tone="danger" title="This link did not confirm your listing">
        {message}
      </Banner>
      <p>
        <ButtonLink variant="secondary" to={user ? dashboardPath(user.role) : paths.login}>
          {user ? 'Go to your dashboard' : 'Sign in'}
        </ButtonLink>
      </p>
    </>
  );
}
