import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { describeError, inquiryStateLabels, type Inquiry } from '@/api';
import { AsyncContent } from '@/components/AsyncContent';
import { EmptyState } from '@/components/EmptyState';
import { PageLayout, StackList } from '@/components/PageLayout';
import { ChipGroup } from '@/components/ChipGroup';
import { ToggleChip } from '@/components/ToggleChip';
import { useInquiryState, useMarkBuyerMessagesSeen, useMyInquiries, useReplyToInquiry } from './api';
import { InquiryCard, type InquiryCardProps } from './InquiryCard';
import {
  inquiriesIn,
  inquiryCounts,
  inquiryFilters,
  isInquiryFilter,
  newestFirst,
  type InquiryFilter,
} from './inquiryList';

const filterLabel = (filter: InquiryFilter) => (filter === 'all' ? 'All' : inquiryStateLabels[filter]);

/**
 * /inquiries: the questions buyers sent about the poster's listings, newest first. Showing them marks
 * them seen (the bar's count goes to zero, docs/listings.md#inquiry-unread).
 */
export function InquiriesPage() {
  const inquiries = useMyInquiries();
  useMarkBuyerMessagesSeen((inquiries.data?.length ?? 0) > 0);
  const { mark, busy } = useInquiryState();
  const reply = useReplyToInquiry();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('state');
  const filter: InquiryFilter = isInquiryFilter(asked) ? asked : 'all';
  const choose = (next: InquiryFilter) => setSearchParams(next === 'all' ? {} : { state: next }, { replace: true });

  return (
    <PageLayout
      title="My Inquiries"
      subtitle="Questions from buyers about your listings. Answer them here; a buyer's phone shows only when they share it."
    >
      <AsyncContent
        load={inquiries}
        loadingLabel="Loading your inquiries"
        errorTitle="Unable to Load Your Inquiries"
        describe={describeError}
      >
        {(all) =>
          all.length === 0 ? (
            <EmptyState
              title="No inquiries yet"
              message="When buyers ask about your listings, their questions appear here."
            />
          ) : (
            <InquiryList
              inquiries={all}
              filter={filter}
              onFilter={choose}
              onMark={mark}
              onReplied={reply}
              busy={busy}
            />
          )
        }
      </AsyncContent>
    </PageLayout>
  );
}

interface InquiryListProps {
  inquiries: Inquiry[];
  filter: InquiryFilter;
  onFilter: (filter: InquiryFilter) => void;
  onMark: InquiryCardProps['onMark'];
  onReplied: InquiryCardProps['onReplied'];
  busy: string | null;
}

function InquiryList({ inquiries, filter, onFilter, onMark, onReplied, busy }: InquiryListProps) {
  const counts = inquiryCounts(inquiries);
  const shown = newestFirst(inquiriesIn(inquiries, filter));
  return (
    <>
      <ChipGroup aria-label="Show inquiries">
        {inquiryFilters.map((id) => (
          <ToggleChip key={id} isSelected={filter === id} onChange={() => onFilter(id)}>
            {`${filterLabel(id)} (${counts[id]})`}
          </ToggleChip>
        ))}
      </ChipGroup>
      {shown.length === 0 ? (
        <Note>No {filterLabel(filter).toLowerCase()} inquiries.</Note>
      ) : (
        <StackList aria-label="Inquiries">
          {shown.map((inquiry) => (
            <li key={inquiry._id}>
              <InquiryCard inquiry={inquiry} onMark={onMark} onReplied={onReplied} isBusy={busy === inquiry._id} />
            </li>
          ))}
        </StackList>
      )}
    </>
  );
}

const Note = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;
