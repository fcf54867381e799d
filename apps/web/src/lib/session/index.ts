export { EMPTY_SESSION, type SessionState, type VisitorType } from './state';
export { createSessionStore, SESSION_STORAGE_KEY, type SessionStore, sessionStore } from './store';
export { useSession } from './use-session';
