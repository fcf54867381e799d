import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';

/**
 * Whether the browser is online (SPEC.md §4: online/offline is tracked), as TanStack Query's
 * onlineManager sees it: the same state that refetches queries when the connection comes back.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** A call that got no answer at all (the api client's "network_error"), not an error the api gave. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === 'network_error';
}

/** A call that got no answer because the browser is offline: "no connection", not "something broke". */
export function failedOffline(error: unknown): boolean {
  return isNetworkError(error) && !onlineManager.isOnline();
}
