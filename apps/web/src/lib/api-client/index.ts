import { followApiRedirect, showDeletionInfo } from '../session/deletion';
import { logout } from '../session/logout';
import { connectApiClient } from './settings';

/**
 * The api client the app calls: ./api-call.ts connected to the session. A 401 logs out (without
 * revoking the token, which is already dead); a POST refused for a client awaiting deletion shows the
 * deletion page, as does the api's 403 `redirect` (the client is read again then).
 * Connecting here, where every caller imports the client, keeps it right however the chunks load.
 */
connectApiClient({
  onUnauthorized: () => logout({ revoke: false }),
  onDeletionBlocked: (locale) => showDeletionInfo(locale),
  onRedirect: (path) => followApiRedirect(path),
});

export { apiCall, preloadApiClient } from './api-call';
export type { ApiCallOptions } from './call-moment';
export { newIdempotencyKey } from './idempotency-key';
export { apiQueryKey } from './query-key';
export { configureApiClient, resetApiClient } from './settings';
