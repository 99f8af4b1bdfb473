import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { confirmListing, describeError, markListingSold, swrKeys, type Listing } from '@/api';
import { confirmedAvailableText, freshnessOf, PAUSE_AFTER_DAYS, type Freshness } from '@/api/contract';
import { Button } from '@/components/Button';
import { useClock } from '@/components/Clock';
import { ConfirmDialog } from '@/components/Dialog';
import { toast } from '@/components/Toast';
import { listingStatusFacts, statusOf } from '@/entities/status';
import { ReportHoldNotice } from './ReportHoldNotice';

const dueNotice = `Confirm soon: unconfirmed listings are paused after ${PAUSE_AFTER_DAYS} days`;

/** What the owner's line says: when it was confirmed, that it is due, or (out of search) its status. */
function noticeOf(listing: Listing, freshness: Freshness, now: Date) {
  if (freshness === 'fresh') return confirmedAvailableText(listing.confirmedAt, now);
  if (freshness === 'due') return dueNotice;
  // docs/review.md#status-said-once: 'Paused: confirm it is still available', 'Sold: buyers no longer see it'.
  const { label, detail } = statusOf(listingStatusFacts(listing), 'owner', now);
  return `${label}: ${detail}`;
}

/**
 * docs/listings.md#confirmed-available and #mark-sold: on the owner's row of a live listing, when it
 * was last confirmed, what that means, and the one-click confirm and "Mark as sold / rented".
 */
export function ListingFreshness({ listing }: { listing: Listing }) {
  const clock = useClock();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<'confirm' | 'sold' | null>(null);
  const [asking, setAsking] = useState(false);
  const freshness = freshnessOf(listing, new Date(clock.now()));
  const closed = freshness === 'sold' || freshness === 'rented';
  const soldWord = listing.purpose === 'rent' ? 'rented' : 'sold';

  async function run(action: 'confirm' | 'sold') {
    setPending(action);
    try {
      await (action === 'confirm' ? confirmListing : markListingSold)(listing._id);
      await mutate(swrKeys.myListings);
      toast.success(
        action === 'confirm' ? `${listing.title} is confirmed available` : `${listing.title} is marked as ${soldWord}`,
        { timeout: 4000 },
      );
    } catch (error) {
      toast.error('That did not work. Please try again.', { description: describeError(error) });
    } finally {
      setPending(null);
      setAsking(false);
    }
  }

  return (
    <Box>
      <Line $tone={freshness === 'fresh' ? 'ok' : closed ? 'muted' : 'warn'}>
        {noticeOf(listing, freshness, new Date(clock.now()))}
      </Line>
      {!closed && (
        <Actions>
          {freshness !== 'held' && (
            <Button
              size="sm"
              variant={freshness === 'fresh' ? 'secondary' : 'primary'}
              isPending={pending === 'confirm'}
              onPress={() => void run('confirm')}
              aria-label={`Confirm available: ${listing.title}`}
            >
              Confirm available
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onPress={() => setAsking(true)}
            aria-label={`Mark as ${soldWord}: ${listing.title}`}
          >
            {`Mark as ${soldWord}`}
          </Button>
        </Actions>
      )}
      {freshness === 'held' && listing.reportHold && <ReportHoldNotice listing={listing} hold={listing.reportHold} />}
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={`Mark as ${soldWord}?`}
        message={`${listing.title} leaves search at once and buyers can no longer send inquiries. This cannot be undone.`}
        confirmLabel={`Mark as ${soldWord}`}
        onConfirm={() => void run('sold')}
        isPending={pending === 'sold'}
      />
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Line = styled.p<{ $tone: 'ok' | 'warn' | 'muted' }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $tone }) =>
    $tone === 'ok' ? theme.color.success : $tone === 'warn' ? theme.color.warning : theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
