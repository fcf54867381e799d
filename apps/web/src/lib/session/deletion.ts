import { buildPath, type Locale } from '@ijara/contract';
import { apiCall } from '../api-client/api-call';
import { navigateTo } from '../navigation';
import { queryClient } from '../query-client';
import { storeClient } from './client';

/** A client flagged for deletion is shown what happens next instead of the refused action (SPEC.md §6). */
export function showDeletionInfo(locale: Locale): void {
  navigateTo(buildPath('deleteProfileInfo', {}, locale));
}

/**
 * The api refused a POST and named the page to show (403 `redirect`). This session did not know why
 * (the deletion was asked on another device), so the client is read again: the banner appears and the
 * next POSTs are refused before sending.
 */
export function followApiRedirect(path: string): void {
  navigateTo(path);
  apiCall('userGetInfo')
    .then(({ client }) => {
      storeClient(client);
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    })
    .catch(() => {
      // The page shown still says what happens; a 401 has already logged out.
    });
}
