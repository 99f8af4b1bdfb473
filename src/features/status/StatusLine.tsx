import styled from 'styled-components';
import { Badge } from '@/components/Badge';
import { detailSentence, type ItemStatus } from '@/entities/status';

export interface StatusProps {
  /** statusOf(item, audience): what this audience reads of the item. */
  status: Pick<ItemStatus, 'label' | 'tone' | 'detail'>;
}

/** docs/review.md#status-said-once: the status in a word, as a badge. */
export function StatusBadge({ status }: StatusProps) {
  return <Badge tone={status.tone}>{status.label}</Badge>;
}

/** docs/review.md#status-said-once: the badge and what it means, on one line that wraps on a phone. */
export function StatusLine({ status }: StatusProps) {
  return (
    <Line>
      <StatusBadge status={status} /> <span>{detailSentence(status)}</span>
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
