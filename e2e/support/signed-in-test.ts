import { test as base } from '@playwright/test';
import { type ApiSession, completeProfile, signInByCode } from './api-sign-in';
import { sessionStorageState } from './session';
import { uniquePhone } from './sign-in';

export { expect } from '@playwright/test';

interface SignedInFixtures {
  /** false: signed in but not registered yet (a token, no client), as on /registration/. */
  registered: boolean;
  /** The person signed in through the api with a fresh phone; the page opens with their session. */
  client: ApiSession;
}

/**
 * For journeys that are not about signing in: the sign-in happens through the api (auth/registration/,
 * the code from the dev outbox, auth/confirmation/, user/updateinfo/) and the page starts with the
 * session in local storage. The sign-in journeys themselves go through the UI (e2e/auth/).
 */
export const test = base.extend<SignedInFixtures>({
  registered: [true, { option: true }],
  client: async ({ playwright, baseURL, registered }, use) => {
    // Its own request context: the `request` fixture would wait for this storage state.
    const request = await playwright.request.newContext({ baseURL });
    const session = await signInByCode(request, uniquePhone());
    const client = registered ? await completeProfile(request, session) : session;
    await request.dispose();
    await use(client);
  },
  storageState: async ({ client, baseURL }, use) => {
    await use(sessionStorageState(baseURL ?? '', client));
  },
});
