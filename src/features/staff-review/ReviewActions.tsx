import { Button } from '@/components/Button';

export interface ReviewActionsProps {
  name: string;
  isDeciding: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** The buttons' words: Approve and Reject unless said (the Reports tab: Restore and Remove). */
  labels?: { approve: string; reject: string };
}

/** The two decisions on an item, named after it for screen readers. */
export function ReviewActions({
  name,
  isDeciding,
  onApprove,
  onReject,
  labels = { approve: 'Approve', reject: 'Reject' },
}: ReviewActionsProps) {
  return (
    <>
      <Button onPress={onApprove} isPending={isDeciding} aria-label={`${labels.approve} ${name}`}>
        {labels.approve}
      </Button>
      <Button variant="secondary" onPress={onReject} isDisabled={isDeciding} aria-label={`${labels.reject} ${name}`}>
        {labels.reject}
      </Button>
    </>
  );
}
