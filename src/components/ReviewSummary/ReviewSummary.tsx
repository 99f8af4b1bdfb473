import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ReviewState } from '@/api/contract';
import { Badge, type BadgeTone } from '@/components/Badge';

export interface ReviewSummaryProps {
  /** The heading's id (the row around it is named by it), its text and where it links. */
  titleId: string;
  title: string;
  href: string;
  headingLevel?: 2 | 3;
  /** The review state: a rejected item shows the team's reason, a waiting one how long review takes. */
  state: ReviewState;
  /** The badge: statusOf(item, 'owner') (docs/review.md#status-said-once), never 'Live' of a sold listing. */
  status: { label: string; tone: BadgeTone };
  /** The team's reason, shown when the item was sent back. */
  reason?: string | null;
  /** What the owner calls the item in the notes: 'listing', 'project'. */
  noun: string;
  /** Who sees it once approved, for the pending note: 'buyers see them', 'they go live'. */
  afterApproval: string;
  /** Lines of facts (FactLine) between the title and the review notes. */
  children: ReactNode;
}

/** An owner's item in their list: its title and review state, its facts, and what the review means for it. */
export function ReviewSummary(props: ReviewSummaryProps) {
  const { titleId, title, href, headingLevel = 3, state, status, reason, noun, afterApproval, children } = props;
  return (
    <>
      <TitleLine>
        <Title as={`h${headingLevel}`} id={titleId}>
          <Link to={href}>{title}</Link>
        </Title>
        <Badge tone={status.tone}>{status.label}</Badge>
      </TitleLine>
      {children}
      {state === 'rejected' && (
        <Reason>
          <strong>Sent back by our team:</strong> {reason || 'No reason was given.'} Edit the {noun} and submit it
          again.
        </Reason>
      )}
      {state === 'pending_review' && (
        <FactLine>
          Our team reviews new and edited {noun}s before {afterApproval}, usually within two working days.
        </FactLine>
      )}
    </>
  );
}

/** A muted line of facts under the title. */
export const FactLine = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: inherit;
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Reason = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
