import { localizePath } from '@ijara/contract';
import { apiCall } from '../api-client/api-call';
import { resetApiClient } from '../api-client/settings';
import { currentLocale } from '../locale';
import { navigateTo } from '../navigation';
import { queryClient } from '../query-client';
import { supportChat } from '../support-chat';
import { sessionStore } from './store';

export interface LogoutOptions {
  /**
   * Tell the api to revoke the token (POST auth/logout/). Off when the api has just answered 401: the
   * token is already dead.
   */
  revoke?: boolean;
}

/** Best effort: the person is signed out here whether or not the api hears about it. */
function revokeToken(): void {
  if (!sessionStore.get().token) return;
  // apiCall reads the token and signs the request synchronously, before the session is cleared below.
  apiCall('authLogout', { body: {}, detached: true }).catch(() => {});
}

/**
 * SPEC.md §4 in this order: the support-chat identity, the HTTP client, the session state and local
 * storage, then home. Home keeps the page's language ("/" or "/en/").
 */
export function logout({ revoke = true }: LogoutOptions = {}): void {
  const locale = currentLocale();
  if (revoke) revokeToken();
  supportChat.clearIdentity();
  resetApiClient();
  queryClient.clear();
  sessionStore.reset();
  try {
    window.localStorage.clear();
  } catch {
    // Storage disabled: nothing was persisted.
  }
  navigateTo(localizePath('/', locale));
}
