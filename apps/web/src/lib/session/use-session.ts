import { useSyncExternalStore } from 'react';
import type { SessionState } from './state';
import { type SessionStore, sessionStore } from './store';

/** Subscribes a component to one slice of the session. The selector must return stored values. */
export function useSession<T>(selector: (state: SessionState) => T, store: SessionStore = sessionStore): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}
