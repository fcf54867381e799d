import type { TPayment } from '@ijara/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentsScreen } from '../../features/payments/components/payments-screen';
import { resetApiClient } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { setupI18n } from '../../testing/i18n';
import { renderAt } from '../../testing/render';
import { OfflineBar } from './offline-bar';

const paid: TPayment = {
  id: 1,
  type: 'subscription',
  refunded: 0,
  status: 'success',
  amount: 489_000,
  date: '2026-11-01T04:00:00Z',
  subscriptionID: 11,
  card: '**** 4242',
  lines: [{ kind: 'subscription', label: 'subscription', amount: 489_000 }],
};

let onLine = true;
/** The browser losing or finding the connection: navigator.onLine and the event it fires. */
function connection(online: boolean) {
  onLine = online;
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** The api's answer while online; offline the request fails as the browser's fetch does. */
function api() {
  const fetch = fakeFetch(() =>
    onLine ? json({ statusCode: '200', payments: [paid] }) : new TypeError('Failed to fetch'),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Page() {
  const [filter, setFilter] = useState<number | null>(null);
  // The app's own query client: "offlineFirst" and refetch on reconnect, as the pages run.
  return (
    <QueryClientProvider client={queryClient}>
      <PaymentsScreen subscriptionNames={new Map()} filter={filter} onFilterChange={setFilter} />
      <OfflineBar />
    </QueryClientProvider>
  );
}

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  return () => {
    connection(true);
    vi.unstubAllGlobals();
  };
});

describe('offline (issue 26: saved data only where there is some)', () => {
  it('a page loaded offline with nothing saved says there is no connection, then loads when it is back', async () => {
    connection(false);
    const fetch = api();
    renderAt('/en/payments/', <Page />);

    await screen.findByText('No internet connection — the page will load when the connection is back');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/something went wrong/i)).toBeNull();
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(screen.queryByText(/showing saved data/)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);

    connection(true);
    await screen.findByRole('region', { name: /November 2026/ });
    expect(screen.queryByText(/No internet connection/)).toBeNull();
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a page with data from before keeps it offline and only then says it is saved data', async () => {
    api();
    renderAt('/en/payments/', <Page />);
    await screen.findByRole('region', { name: /November 2026/ });

    connection(false);
    expect(screen.getByText('You are offline — showing saved data')).toBeTruthy();
    // A refresh that fails offline keeps what is shown.
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(screen.getByRole('region', { name: /November 2026/ })).toBeTruthy();
    expect(screen.getByText('You are offline — showing saved data')).toBeTruthy();
    expect(screen.queryByText(/No internet connection/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
