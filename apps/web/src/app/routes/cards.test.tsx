import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../lib/api-client';
import { sessionStore } from '../../lib/session/store';
import { createClient } from '../../testing/factories';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { setupI18n } from '../../testing/i18n';
import { renderAt } from '../../testing/render';
import { Component as CardsPage } from './cards';

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  vi.stubGlobal('fetch', fakeFetch(json({ statusCode: '200', cards: [] })));
  return () => vi.unstubAllGlobals();
});

describe('/cards/ back from the gateway', () => {
  it('shows the outcome once and tidies it from the address', async () => {
    sessionStore.set({ token: 't', client: createClient({ city: 1 }) });
    const { router } = renderAt('/en/cards/?bind=cancel&utm=x', <CardsPage />);
    expect(await screen.findByText('Card binding was cancelled. Your cards are unchanged.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?utm=x'));
    expect(screen.getByRole('heading', { level: 1, name: 'Bank cards' })).toBeTruthy();
  });
});
