import { Button } from '@/components/Button';

export interface ReviewActionsProps {
  name: string;
  isDeciding: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** The two decisions on an item, named after it for screen readers. */
export function ReviewActions({ name, isDeciding, onApprove, onReject }: ReviewActionsProps) {
  return (
    <>
      <Button onPress={onApprove} isPending={isDeciding} aria-label={`Approve ${name}`}>
        Approve
      </Button>
      <Button variant="secondary" onPress={onReject} isDisabled={isDeciding} aria-label={`Reject ${name}`}>
        Reject
      </Button>
    </>
  );
}
