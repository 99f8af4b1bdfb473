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

/**
 * While the first answer is on its way: the spinner with what it announces, or a whole page's own
 * face (LoadingFallback), shown as it is, outside the frame.
 */
type Waiting = { loadingLabel: string; loading?: never } | { loading: ReactNode; loadingLabel?: never };

export type AsyncContentProps<Data> = Waiting & {
  load: Loadable<Data>;
  /** The failure's heading, e.g. 'Unable to Load Your Projects'. */
  errorTitle: string;
  /** Turns a failure into the message shown under the heading (docs/api.md#error-catalogue). */
  describe: (error: unknown) => string;
  /**
   * A detail page's not-found state: what a failure that means the record is not there (a 404, a
   * 410) shows instead of the error; nothing (null, false) for any other failure.
   */
  notFound?: (error: unknown) => ReactNode;
  /** Wraps every state but the content (a detail page's column and heading); the content brings its own. */
  frame?: (state: ReactNode) => ReactNode;
  children: (data: Data) => ReactNode;
};

/** A loaded part of a page in its three states: a spinner, the failure with Try Again, or the content. */
export function AsyncContent<Data>(props: AsyncContentProps<Data>) {
  const { load, errorTitle, describe, notFound, frame = (state) => state, children } = props;
  if (load.error) {
    const missing = notFound?.(load.error);
    if (missing) return frame(missing);
    return frame(
      <ErrorState
        title={errorTitle}
        message={describe(load.error)}
        onRetry={() => void load.mutate()}
        isRetrying={load.isValidating}
      />,
    );
  }
  if (load.data === undefined)
    return props.loadingLabel === undefined ? props.loading : frame(<PageSpinner label={props.loadingLabel} />);
  return children(load.data);
}
