import { EMPTY_SESSION, reviveSession, type SessionState } from './state';

export const SESSION_STORAGE_KEY = 'ijara.session';

type Listener = () => void;
type Patch = Partial<SessionState> | ((state: SessionState) => Partial<SessionState>);

export interface SessionStore {
  get(): SessionState;
  set(patch: Patch): void;
  /** Back to the empty session; storage keeps nothing. */
  reset(): void;
  subscribe(listener: Listener): () => void;
}

function readStorage(storage: Storage | null): SessionState {
  if (!storage) return EMPTY_SESSION;
  try {
    const text = storage.getItem(SESSION_STORAGE_KEY);
    return text ? reviveSession(JSON.parse(text)) : EMPTY_SESSION;
  } catch {
    return EMPTY_SESSION;
  }
}

/**
 * Nothing of a person's: no sign-in, choice or draft. The catalogue alone is the shop's, and a visitor's
 * page loads it again, so after log-out (SPEC.md §4: local storage is cleared) it is not written back.
 */
export function isBlank(state: SessionState): boolean {
  return JSON.stringify({ ...state, catalog: null }) === JSON.stringify(EMPTY_SESSION);
}

/** One store for the whole session, persisted to local storage on every change (a blank one is not kept). */
export function createSessionStore(storage: Storage | null): SessionStore {
  let state = readStorage(storage);
  const listeners = new Set<Listener>();

  const commit = (next: SessionState) => {
    state = next;
    try {
      if (isBlank(state)) storage?.removeItem(SESSION_STORAGE_KEY);
      else storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or disabled (private mode): the session still lives for this tab.
    }
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    set(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      commit({ ...state, ...changes });
    },
    reset: () => commit(EMPTY_SESSION),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const sessionStore = createSessionStore(browserStorage());
