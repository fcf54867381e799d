import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { ContractLink } from './contract-link';

beforeEach(async () => {
  resetApiClient();
  queryClient.clear();
  await setupI18n('en');
  return () => vi.unstubAllGlobals();
});

const paths = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.calls.map((call) => new URL(call.url, 'http://localhost').pathname);

describe('the contract link', () => {
  const pdf = { path: '/api/contracts/7/?signature=old', expiresAt: '2026-11-21T10:10:00.000Z' };
  const at = (iso: string) => () => Date.parse(iso);

  it('is a plain download link to the signed PDF, asked for once', async () => {
    const fetch = fakeFetch(json({ statusCode: '200', pdf }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/en/subscriptions/7/', <ContractLink subscriptionId={7} now={at('2026-11-21T10:00:00Z')} />);
    const link = await screen.findByRole('link', { name: 'Contract (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/contracts/7/?signature=old');
    expect(link.hasAttribute('download')).toBe(true);
    expect(paths(fetch)).toEqual(['/api/v3/subscription/contract/7/']);
    expect(fetch.calls[0]?.headers['x-locale']).toBe('en');
  });

  it('asks for a fresh link when this one is about to expire, and follows that', async () => {
    const fresh = { path: '/api/contracts/7/?signature=new', expiresAt: '2026-11-21T10:20:00.000Z' };
    const fetch = fakeFetch(json({ statusCode: '200', pdf }), json({ statusCode: '200', pdf: fresh }));
    vi.stubGlobal('fetch', fetch);
    const go = vi.fn();
    renderAt(
      '/en/subscriptions/7/',
      <ContractLink subscriptionId={7} now={at('2026-11-21T10:09:30Z')} go={go} />,
    );
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Contract (PDF)' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/contracts/7/?signature=new'));
    expect(paths(fetch)).toEqual(['/api/v3/subscription/contract/7/', '/api/v3/subscription/contract/7/']);
  });

  it('says why there is no contract yet while the first payment has not gone through', async () => {
    const message = 'The contract appears here once the order’s first payment has gone through.';
    vi.stubGlobal('fetch', fakeFetch(json({ statusCode: '409', code: 'status_not_allowed', message }, 409)));
    renderAt('/en/subscriptions/7/', <ContractLink subscriptionId={7} />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
