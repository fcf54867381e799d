import { SPEC_TEXTS } from '@ijara/contract';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../lib/api-client';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { setupI18n } from '../../testing/i18n';
import { renderAt } from '../../testing/render';
import { Component as VerifyEmailPage } from './verify-email';

const TOKEN = 'Q2x8yVn3Lr0kJ7mT5pW9sA1dF4gH6jK8lZ2xC5vB7nM';

function api(reply: Response) {
  const fetch = fakeFetch(reply);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const page = (path: string) =>
  renderAt(
    path,
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
  );

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  return () => vi.unstubAllGlobals();
});

describe('/verify-email/', () => {
  it('sends the token once, says the address is confirmed and takes the token out of the address', async () => {
    const fetch = api(json({ statusCode: '200' }));
    const { router } = page(`/en/verify-email/?token=${TOKEN}&utm=mail`);
    expect(await screen.findByRole('heading', { level: 1, name: SPEC_TEXTS.en.emailVerified })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.calls[0]?.url).toBe('/api/v3/user/verifyemail/');
    expect(JSON.parse(String(fetch.calls[0]?.init.body))).toEqual({ token: TOKEN });
    await waitFor(() => expect(router.state.location.search).toBe('?utm=mail'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says it could not verify when the api refuses the token', async () => {
    api(json({ statusCode: '400', code: 'bad_request', message: SPEC_TEXTS.en.emailNotVerified }, 400));
    page(`/en/verify-email/?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: SPEC_TEXTS.en.emailNotVerified }),
    ).toBeTruthy();
    expect(screen.getByText(/it works for 24 hours/)).toBeTruthy();
  });

  it('says the same for a token the contract cannot even send', async () => {
    const fetch = api(json({}));
    page('/en/verify-email/?token=short');
    expect(
      await screen.findByRole('heading', { level: 1, name: SPEC_TEXTS.en.emailNotVerified }),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without a token, says where the link comes from', async () => {
    const fetch = api(json({}));
    page('/en/verify-email/');
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail confirmation' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
