import { Link } from 'react-router';
import styled from 'styled-components';
import { inquiryStateLabels, type Inquiry, type InquiryState, type ThreadMessage } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { CardFooter, CardHead, CardMuted } from './cardParts';
import { InquiryThread } from './InquiryThread';
import { inquiryStateTones, telHref } from './inquiryList';

export interface InquiryCardProps {
  inquiry: Inquiry;
  onMark: (inquiry: Inquiry, state: InquiryState) => void;
  /** A reply saved in the thread. */
  onReplied: (inquiry: Inquiry, message: ThreadMessage) => void;
  /** While its change is on its way. */
  isBusy?: boolean;
}

/**
 * One buyer's question: who asked, about which listing, the conversation, where it stands, and the
 * buyer's phone only while they share it (docs/listings.md#inquiry-phone-consent).
 */
export function InquiryCard({ inquiry, onMark, onReplied, isBusy = false }: InquiryCardProps) {
  const titleId = `inquiry-${inquiry._id}`;
  const { buyer } = inquiry;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      footer={
        <CardFooter>
          {buyer.phone ? (
            <Contacts>
              <a href={telHref(buyer.phone)} aria-label={`Call ${buyer.name} on ${buyer.phone}`}>
                {buyer.phone}
              </a>
              <CardMuted as="span">Shared with you on {formatShortDate(buyer.phoneSharedAt)}</CardMuted>
            </Contacts>
          ) : (
            <CardMuted>{buyer.name} has not shared a phone number. Reply here in Nivaas.</CardMuted>
          )}
          <Actions>
            {inquiry.state === 'new' && (
              <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={() => onMark(inquiry, 'read')}>
                Mark as read
              </Button>
            )}
            {inquiry.state !== 'replied' && (
              <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={() => onMark(inquiry, 'replied')}>
                Mark as replied
              </Button>
            )}
          </Actions>
        </CardFooter>
      }
    >
      <CardHead>
        <h2 id={titleId}>{buyer.name}</h2>
        <Badge tone={inquiryStateTones[inquiry.state]}>{inquiryStateLabels[inquiry.state]}</Badge>
      </CardHead>
      <CardMuted>
        About <Link to={paths.propertyDetail(inquiry.listingId)}>{inquiry.listingTitle}</Link> ·{' '}
        <time dateTime={inquiry.createdAt}>{formatShortDate(inquiry.createdAt)}</time>
      </CardMuted>
      <InquiryThread
        inquiryId={inquiry._id}
        label={`Conversation with ${buyer.name} about ${inquiry.listingTitle}`}
        opening={{ authorName: buyer.name, text: inquiry.message, createdAt: inquiry.createdAt }}
        thread={inquiry.thread}
        viewer="poster"
        onSent={(message) => onReplied(inquiry, message)}
      />
    </Card>
  );
}

const Contacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
