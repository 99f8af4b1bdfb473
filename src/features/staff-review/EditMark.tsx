import styled from 'styled-components';
import { Badge } from '@/components/Badge';
import type { ItemStatus } from '@/entities/status';
import { formatShortDate } from '@/lib/dates';

export interface EditMarkProps {
  /** 'listing' or 'project'. */
  kind: string;
  /** statusOf(item, 'staff'): an edit of a sold listing is not an edit of a live one. */
  status: Pick<ItemStatus, 'label'>;
  revision: { submittedAt: string; updatedAt: string };
}

/**
 * docs/review.md#revisions: an edit of a published item is marked as such, with its status, so nobody takes it for a new
 * item (a new item carries no mark); the row says when the changes were sent, this when last changed.
 */
export function EditMark({ kind, status, revision }: EditMarkProps) {
  const sent = formatShortDate(revision.submittedAt);
  const updated = formatShortDate(revision.updatedAt);
  return (
    <Mark>
      <Badge tone="warning">{`Edit of a ${status.label.toLowerCase()} ${kind}`}</Badge>
      {updated !== sent && <span>Last changed {updated}</span>}
    </Mark>
  );
}

const Mark = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
