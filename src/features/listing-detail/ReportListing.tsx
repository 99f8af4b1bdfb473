import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { Listing } from '@/api/contract';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';

// The dialog and its rules load when someone asks to report, not with the listing's page.
const ReportListingDialog = lazy(() => import('./ReportListingDialog'));

/**
 * docs/listings.md#listing-reports: anyone signed in but the owner reports the listing; a visitor
 * signs in first and comes back to this page.
 */
export function ReportListing({ listing }: { listing: Listing }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const line = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(false);
  // The dialog unmounts as it closes, so focus goes back to the button here rather than to the page.
  useEffect(() => {
    if (wasOpen.current && !open) line.current?.querySelector('button')?.focus();
    wasOpen.current = open;
  }, [open]);
  if (user?._id === listing.postedBy) return null;
  return (
    <Line ref={line}>
      Sold already, a wrong price or a broker posing as the owner?{' '}
      {user ? (
        <Button variant="ghost" size="sm" onPress={() => setOpen(true)}>
          Report this listing
        </Button>
      ) : (
        <ButtonLink variant="ghost" size="sm" to={paths.login} state={{ from: pathname }}>
          Report this listing
        </ButtonLink>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportListingDialog listingId={listing._id} isOpen onOpenChange={setOpen} />
        </Suspense>
      )}
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
