import type { ReactNode } from 'react';
import { useMinimumLoading } from '../../lib/use-minimum-loading';
import { isNetworkError, useOnline } from '../../lib/use-online';
import { ErrorState } from './error-state';
import { OfflineState } from './offline-state';

/** What this block reads of a query; TanStack Query's result fits as it is. */
export interface QueryStatus<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** A placeholder of the loaded content's size, so nothing jumps when the data arrives. */
  skeleton: ReactNode;
  /** Names the loading region for screen readers: "Loading your cards". */
  label: string;
  /** Something else the block waits for before it shows (the sign-in form waits for the employers too). */
  alsoPending?: boolean;
  /** The page's heading while the content, which brings its own, is not there yet. */
  heading?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One block of server data in its three states: the skeleton while loading (held for FETCH_MIN_DELAY_MS
 * so a fast answer does not flash it), the error with "Try again" when there is nothing to show, then
 * the content. Data already shown stays when a later refresh fails. Offline with nothing saved, it says
 * there is no connection instead of the error; the query refetches by itself when the connection is back
 * (refetchOnReconnect), and that load shows the skeleton, not the old error.
 */
export function QueryState<T>({
  query,
  skeleton,
  label,
  alsoPending = false,
  heading,
  children,
}: QueryStateProps<T>) {
  const loading = useMinimumLoading(query.isPending || alsoPending);
  const online = useOnline();
  const noAnswer = isNetworkError(query.error);
  if (query.error && query.data === undefined && noAnswer && !online) {
    return (
      <>
        {heading}
        <OfflineState />
      </>
    );
  }
  if (query.error && query.data === undefined && !(noAnswer && query.isFetching)) {
    return (
      <>
        {heading}
        <ErrorState
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  if (loading || query.data === undefined) {
    return (
      <>
        {heading}
        <div role="status" aria-busy="true" aria-label={label}>
          {skeleton}
        </div>
      </>
    );
  }
  return children(query.data);
}
