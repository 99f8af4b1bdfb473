import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/PageLayout';

/** The part of an SWR answer a screen reads: data, a failure, and whether a reload is under way. */
export interface Loadable<Data> {
  data?: Data;
  error?: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

export interface AsyncContentProps<Data> {
  load: Loadable<Data>;
  /** What the spinner announces while the first answer is on its way. */
  loadingLabel: string;
  /** The failure's heading, e.g. 'Unable to Load Your Projects'. */
  errorTitle: string;
  /** Turns a failure into the message shown under the heading (docs/api.md#error-catalogue). */
  describe: (error: unknown) => string;
  children: (data: Data) => ReactNode;
}

/** A loaded part of a page in its three states: a spinner, the failure with Try Again, or the content. */
export function AsyncContent<Data>({ load, loadingLabel, errorTitle, describe, children }: AsyncContentProps<Data>) {
  if (load.error)
    return (
      <ErrorState
        title={errorTitle}
        message={describe(load.error)}
        onRetry={() => void load.mutate()}
        isRetrying={load.isValidating}
      />
    );
  if (load.data === undefined) return <PageSpinner label={loadingLabel} />;
  return children(load.data);
}
