import type { Locale } from '@ijara/contract';
import { getUserInfo } from '../../features/auth/api/get-user-info';
import { config } from '../../lib/config';
import { sessionStore } from '../../lib/session/store';
import { initialiseClient } from './initialise-client';

async function reloadUserInfo(locale: Locale): Promise<boolean> {
  try {
    await getUserInfo(locale);
    return Boolean(sessionStore.get().token);
  } catch {
    return false;
  }
}

/**
 * SPEC.md §4 initialisation when the app starts with a stored session:
 * - a client flagged for deletion is read again first; if that fails, nothing more happens;
 * - after an app update (stored version ≠ this one): subscriptions, then the catalogue, then the client
 *   again, and only then the new version is stored (a failure retries at the next start).
 * A 401 on the way has already logged out (api client); each step checks the token is still there.
 */
export async function startSession(locale: Locale, version: string = config.appVersion): Promise<void> {
  if (!sessionStore.get().token) return;
  if (sessionStore.get().client?.delete_personal_data && !(await reloadUserInfo(locale))) return;
  if (sessionStore.get().version === version) return;
  if (sessionStore.get().client) await initialiseClient(locale);
  if (!sessionStore.get().token || !(await reloadUserInfo(locale))) return;
  sessionStore.set({ version });
}
