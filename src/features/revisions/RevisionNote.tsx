import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { revisionNote, type Revisable } from '@/entities/revision';
import type { ItemStatus } from '@/entities/status';
import { changesPreviewOf } from '@/lib/paths';

export interface RevisionNoteProps {
  /** The owner's item; the note shows only while it has changes waiting or not approved. */
  item: Revisable<unknown>;
  /** statusOf(item, 'owner'): waiting changes are said after it, 'Sold. Your changes of 27 Nov…'. */
  status: Pick<ItemStatus, 'label' | 'inSearch'>;
  /** What the owner calls the item, for the links' and button's accessible names. */
  name: string;
  /** The public page: the live version, and with `?version=changes` the preview of the changes. */
  liveHref: string;
  /** The edit form, offered again when the changes were not approved. */
  editHref: string;
  /** Takes the changes back; without it (a list that only links) the note offers no button. */
  onWithdraw?: () => void;
}

/**
 * docs/review.md#revisions: a published item's changes in the owner's list (the seller's listings, the
 * builder's projects): waiting or not approved, a link to each version, and a way to take them back.
 */
export function RevisionNote({ item, status, name, liveHref, editHref, onWithdraw }: RevisionNoteProps) {
  const note = revisionNote(item);
  if (!note) return null;
  const rejected = note.state === 'rejected';
  // The published page is 'live' only while buyers find it.
  const page = status.inSearch ? 'Live page' : 'Published page';
  return (
    <Box $rejected={rejected}>
      {/* docs/review.md#status-said-once: a sold listing's changes never read 'Live.' */}
      <p>{rejected ? note.text : `${status.label}. ${note.text}`}</p>
      <Links>
        <Link to={liveHref} aria-label={`${page} of ${name}`}>
          {page}
        </Link>
        <Link to={changesPreviewOf(liveHref)} aria-label={`Your changes to ${name}`}>
          Your changes
        </Link>
        {rejected && (
          <Link to={editHref} aria-label={`Edit again your changes to ${name}`}>
            Edit again
          </Link>
        )}
        {onWithdraw && (
          <Button
            variant="ghost"
            size="sm"
            onPress={onWithdraw}
            aria-label={`${rejected ? 'Discard' : 'Withdraw'} changes to ${name}`}
          >
            {rejected ? 'Discard changes' : 'Withdraw changes'}
          </Button>
        )}
      </Links>
    </Box>
  );
}

const Box = styled.div<{ $rejected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 3px solid ${({ theme, $rejected }) => ($rejected ? theme.color.danger : theme.color.warning)};
  overflow-wrap: anywhere;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  a {
    color: ${({ theme }) => theme.color.primaryHover};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
