import { buildPath, type Locale } from '@ijara/contract';
import { getUserInfo } from '../../features/auth/api/get-user-info';
import { config } from '../../lib/config';
import { isRegistered } from '../../lib/session/client';
import type { SignedIn } from '../../lib/session/state';
import { sessionStore } from '../../lib/session/store';
import { supportChat } from '../../lib/support-chat';
import { initialiseClient } from './initialise-client';
import { pathAfterSignIn } from './landing';
import { withReturnPath } from './return-path';

/**
 * After initialisation: where the person goes (SPEC.md §2; `next`, a checked return path, first), or
 * null when the session ended meanwhile.
 */
export async function finishClientStart(locale: Locale, next: string | null = null): Promise<string | null> {
  await initialiseClient(locale);
  const state = sessionStore.get();
  return state.token ? pathAfterSignIn(state, locale, next) : null;
}

/**
 * The code or the bot confirmed: keep the token (SPEC.md §4), read the client, and either finish the
 * registration or initialise and land. Throws when the client cannot be read; the token stays, so the
 * caller may simply try again.
 */
export async function completeSignIn(
  { token, clientID }: SignedIn,
  locale: Locale,
  next: string | null = null,
): Promise<string | null> {
  // The version is this app's: the start-up rule of SPEC.md §4 has nothing left to do for this session.
  sessionStore.set({ token, clientID, client: null, subscriptionsCount: 0, version: config.appVersion });
  supportChat.identify(clientID);
  const client = await getUserInfo(locale);
  if (!sessionStore.get().token) return null;
  if (!isRegistered(client)) return withReturnPath(buildPath('registration', {}, locale), next);
  return finishClientStart(locale, next);
}
