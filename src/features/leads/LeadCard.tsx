import { Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ThreadMessage } from '@/api';
import type { Lead, LeadUpdate } from '@/api/contract/leads';
import { Badge, type BadgeTone } from '@/components/Badge';
import { Card } from '@/components/Card';
import { StackList } from '@/components/PageLayout';
import { followUpText, stageText } from '@/entities/lead';
import { InquiryThread, telHref } from '@/features/inquiries';
import { ThreadVisits } from '@/features/site-visits';
import { formatShortDate } from '@/lib/dates';
import { propertyHref } from '@/lib/paths';
import { LeadPipelineForm } from './LeadPipelineForm';

export interface LeadCardProps {
  lead: Lead;
  onSave: (lead: Lead, change: LeadUpdate) => Promise<unknown>;
  onReplied: (lead: Lead, inquiryId: string, message: ThreadMessage) => void;
}

const stageTone = (lead: Lead): BadgeTone =>
  lead.stage === 'won' ? 'success' : lead.stage === 'lost' ? 'neutral' : lead.stage === 'new' ? 'info' : 'brand';

/**
 * docs/leads.md#leads-page: one buyer and everything they asked this owner: each property with its
 * conversation and a reply box, the buyer's phone only while shared, and the owner's stage, note
 * and follow-up.
 */
export function LeadCard({ lead, onSave, onReplied }: LeadCardProps) {
  const titleId = `lead-${lead._id}`;
  const followUp = followUpText(lead);
  const { buyer } = lead;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{buyer.name}</h2>
        <Badge tone={stageTone(lead)}>{stageText(lead)}</Badge>
        {followUp && <Badge tone={lead.followUpDue ? 'warning' : 'neutral'}>{followUp}</Badge>}
      </Head>
      {/* docs/listings.md#inquiry-phone-consent: the number only while the buyer shares it with this owner. */}
      <Muted>
        {buyer.phone ? (
          <>
            <a href={telHref(buyer.phone)} aria-label={`Call ${buyer.name} on ${buyer.phone}`}>
              {buyer.phone}
            </a>{' '}
            Shared with you on {formatShortDate(buyer.phoneSharedAt)}
          </>
        ) : (
          `${buyer.name} has not shared a phone number. Reply here in Nivaas.`
        )}
      </Muted>
      <StackList aria-label={`What ${buyer.name} asked about`}>
        {lead.interests.map((interest) => (
          <Interest key={interest.inquiryId}>
            <Head>
              <h3>
                <Link to={propertyHref({ kind: interest.kind, _id: interest.propertyId, title: interest.title })}>
                  {interest.title}
                </Link>
              </h3>
              {interest.state === 'new' && <Badge tone="info">Waiting for your reply</Badge>}
            </Head>
            <InquiryThread
              inquiryId={interest.inquiryId}
              label={`Conversation with ${buyer.name} about ${interest.title}`}
              opening={{ authorName: buyer.name, text: interest.message, createdAt: interest.askedAt }}
              thread={interest.thread}
              viewer="poster"
              onSent={(message) => onReplied(lead, interest.inquiryId, message)}
            />
            <Suspense fallback={null}>
              <ThreadVisits inquiryId={interest.inquiryId} kind={interest.kind} propertyId={interest.propertyId} />
            </Suspense>
          </Interest>
        ))}
      </StackList>
      <LeadPipelineForm
        // A lead the server changed (a reply moved it on) starts the form from its new values.
        key={`${lead.stage}|${lead.lostReason ?? ''}|${lead.note}|${lead.followUpOn ?? ''}`}
        lead={lead}
        onSave={(change) => onSave(lead, change)}
      />
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
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Interest = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
