import { Button } from '@/components/Button';
import { ToneIcon } from '@/components/Banner';
import { EmptyState } from '@/components/EmptyState';

export interface ErrorStateProps {
  title: string;
  message?: string;
  onRetry: () => void;
  retryLabel?: string;
  /** While a retry is under way the button shows a spinner and ignores presses. */
  isRetrying?: boolean;
}

/**
 * A load that failed, with a way to try again (docs/portfolio.md#portfolio-states: 'Unable to Load Portfolio' and
 * 'Try Again'). Announced as an alert because it replaces content the person was waiting for.
 */
export function ErrorState({ title, message, onRetry, retryLabel = 'Try Again', isRetrying = false }: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={<ToneIcon tone="danger" size={32} />}
        iconTone="danger"
        title={title}
        message={message}
        action={
          <Button onPress={onRetry} isPending={isRetrying}>
            {retryLabel}
          </Button>
        }
      />
    </div>
  );
}
