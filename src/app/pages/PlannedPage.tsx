import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';

/** A route whose screen a later release brings: titled, explained, never broken. */
export function PlannedPage({ title }: { title: string }) {
  return (
    <main>
      <title>{`${title} | Nivaas`}</title>
      <EmptyState
        title={title}
        message="This part of Nivaas is being built and will open here soon."
        action={<Link to="/">Back to Home</Link>}
      />
    </main>
  );
}
