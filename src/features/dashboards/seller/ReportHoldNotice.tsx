import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  REPORT_RESPONSE_MAX,
  reportReasonLabels,
  reportResponseRequestSchema,
  respondToReports,
  swrKeys,
  type Listing,
  type ReportHold,
} from '@/api';
import { Banner } from '@/components/Banner';
import { Button } from '@/components/Button';
import { useServerAction } from '@/components/form';
import { TextArea } from '@/components/TextArea';
import { toast } from '@/components/Toast';
import { formatShortDate } from '@/lib/dates';
import { checkForm } from '@/lib/fieldMessages';

export interface ReportHoldNoticeProps {
  listing: Pick<Listing, '_id' | 'title'>;
  hold: ReportHold;
}

/**
 * docs/listings.md#report-response: on the owner's row of a held listing, the reasons buyers gave
 * (how many gave each, never who) and the owner's one response, or the way to write it.
 */
export function ReportHoldNotice({ listing, hold }: ReportHoldNoticeProps) {
  const { mutate } = useSWRConfig();
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { pending, serverError, run } = useServerAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(reportResponseRequestSchema, { text });
    if (!checked.ok) return setError(checked.errors.text);
    if (await run(() => respondToReports(listing._id, checked.value))) {
      toast.success('Your response was sent to the Nivaas team', { timeout: 4000 });
      await mutate(swrKeys.myListings);
    }
  }

  return (
    <Box aria-label={`Why ${listing.title} is held`}>
      {hold.reasons.length > 0 && (
        <>
          <Heading>Reported as</Heading>
          <Reasons>
            {hold.reasons.map(({ reason, count }) => (
              <li key={reason}>{`${reportReasonLabels[reason]} (${count})`}</li>
            ))}
          </Reasons>
        </>
      )}
      {hold.response ? (
        <>
          <Heading>{`Your response, ${formatShortDate(hold.response.createdAt)}`}</Heading>
          <Quote>{hold.response.text}</Quote>
        </>
      ) : writing ? (
        <Form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={`Respond to the reports on ${listing.title}`}
        >
          {serverError && (
            <Banner tone="danger" title="Your response was not sent">
              {serverError}
            </Banner>
          )}
          <TextArea
            label="Your response"
            isRequired
            rows={3}
            maxLength={REPORT_RESPONSE_MAX}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
            description={`The Nivaas team reads it with the reports; you can respond once. ${text.length} of ${REPORT_RESPONSE_MAX} characters`}
            errorMessage={error}
            placeholder="For example: it is still available; the price is the one agreed with the society."
          />
          <Actions>
            <Button size="sm" variant="secondary" onPress={() => setWriting(false)} isDisabled={pending}>
              Cancel
            </Button>
            <Button size="sm" type="submit" isPending={pending}>
              Send response
            </Button>
          </Actions>
        </Form>
      ) : (
        <Actions>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => setWriting(true)}
            aria-label={`Respond to the reports on ${listing.title}`}
          >
            Respond to the reports
          </Button>
        </Actions>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  flex-basis: 100%;
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h4`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
