import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';

export function NotFoundPage() {
  return (
    <main>
      <title>Page not found | Nivaas</title>
      <EmptyState
        title="Page not found"
        message="The page you are looking for does not exist or has moved."
        action={<Link to="/">Back to Home</Link>}
      />
    </main>
  );
}
