import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';

// The dialog and its rules load when the buyer asks for them, not with the search page.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

export interface SaveSearchButtonProps {
  search: string;
  defaultName: string;
}

/**
 * docs/listings.md#saved-searches: a buyer saves the search on the page; a visitor signs in first
 * and comes back to the same search. Other roles do not save searches.
 */
export function SaveSearchButton({ search, defaultName }: SaveSearchButtonProps) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const here = search ? `${pathname}?${search}` : pathname;
  if (!user)
    return (
      <ButtonLink variant="secondary" to={paths.login} state={{ from: here }}>
        Save search
      </ButtonLink>
    );
  if (user.role !== 'Buyer') return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Save search
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} defaultName={defaultName} isOpen onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
