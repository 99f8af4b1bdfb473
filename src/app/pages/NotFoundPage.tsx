import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { PageMain } from '@/components/PageLayout';
import { pageTitle } from '@/lib/pageTitle';

export function NotFoundPage() {
  return (
    <PageMain>
      <title>{pageTitle('Page not found')}</title>
      <EmptyState
        title="Page not found"
        message="The page you are looking for does not exist or has moved."
        action={<Link to="/">Back to Home</Link>}
      />
    </PageMain>
  );
}
