import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { inquiryStateLabels, type Inquiry, type InquiryState } from '@/api/contract';
import { Badge } from '@/components/Badge';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { formatShortDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { inquiryStateTones, mailtoHref, telHref } from './inquiryList';

export interface InquiryCardProps {
  inquiry: Inquiry;
  onMark: (inquiry: Inquiry, state: InquiryState) => void;
  /** While its change is on its way. */
  isBusy?: boolean;
}

/** One buyer's question: who asked, about which listing, how to reach them, and where it stands. */
export function InquiryCard({ inquiry, onMark, isBusy = false }: InquiryCardProps) {
  const titleId = `inquiry-${inquiry._id}`;
  const { buyer } = inquiry;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      footer={
        <Footer>
          <Contacts>
            <a href={telHref(buyer.phone)} aria-label={`Call ${buyer.name} on ${buyer.phone}`}>
              {buyer.phone}
            </a>
            <a
              href={mailtoHref(buyer.email, inquiry.listingTitle)}
              aria-label={`E-mail ${buyer.name} at ${buyer.email}`}
            >
              {buyer.email}
            </a>
          </Contacts>
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
        </Footer>
      }
    >
      <Head>
        <h2 id={titleId}>{buyer.name}</h2>
        <Badge tone={inquiryStateTones[inquiry.state]}>{inquiryStateLabels[inquiry.state]}</Badge>
      </Head>
      <Muted>
        About <Link to={paths.propertyDetail(inquiry.listingId)}>{inquiry.listingTitle}</Link> ·{' '}
        <time dateTime={inquiry.createdAt}>{formatShortDate(inquiry.createdAt)}</time>
      </Muted>
      <Message>{inquiry.message}</Message>
    </Card>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

const Message = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  white-space: pre-line;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Contacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
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
