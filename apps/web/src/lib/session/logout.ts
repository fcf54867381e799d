import { localizePath } from '@ijara/contract';
import { resetApiClient } from '../api-client';
import { currentLocale } from '../locale';
import { navigateTo } from '../navigation';
import { queryClient } from '../query-client';
import { supportChat } from '../support-chat';
import { sessionStore } from './store';

/**
 * SPEC.md §4 in this order: the support-chat identity, the HTTP client, the session state and local
 * storage, then home. Home keeps the page's language ("/" or "/en/").
 */
export function logout(): void {
  const locale = currentLocale();
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
