import type { TCalculation } from '@ijara/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../lib/api-client';
import { sessionStore } from '../../lib/session/store';
import { createClient, createSubscription } from '../../testing/factories';
import { apiRoutes, fakeFetch } from '../../testing/fake-fetch';
import { setupI18n } from '../../testing/i18n';
import { renderAt } from '../../testing/render';
import { Component as CheckoutPage } from './checkout';

const calculation: TCalculation = {
  lines: [{ kind: 'rent', label: '12-month subscription', amount: 250_000, billing: 'monthly' }],
  firstPayment: 250_000,
  monthly: 250_000,
  deliveryFee: 0,
  discount: 0,
  monthlyDiscount: 0,
  promo: null,
  employer: null,
  stock: 'in_stock',
};
const card = { id: 1, pan: '**** 4242', brand: 'visa', expiry: '12/28', active: true } as const;
/** A loaded machine runs the whole suite beside this file: the answers may take longer than a second. */
const SLOW = { timeout: 5_000 };

const answers = (cards: unknown[]) =>
  apiRoutes({
    'payment/cards/': { statusCode: '200', cards },
    'subscription/calculate/': { statusCode: '200', calculation },
    'subscription/create/': {
      statusCode: '200',
      subscription: createSubscription({ delivery: 'pickup' }),
      payment: { id: 7, status: 'success', amount: 250_000 },
    },
  });

function serve(cards: unknown[]) {
  vi.stubGlobal('fetch', fakeFetch(answers(cards)));
}

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  sessionStore.set({
    token: 't',
    client: createClient({ city: 1 }),
    newSubscription: { model: 3, term: 12, city: 1, insurance: false, delivery: 'pickup', office: 5 },
  });
  return () => vi.unstubAllGlobals();
});

describe('/checkout/', () => {
  it('pays for the saved draft with the active card, forgets it and ends at the pickup office', async () => {
    serve([card]);
    const { router } = renderAt('/en/checkout/', <CheckoutPage />);
    expect(await screen.findByText('12-month subscription', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText(/4242/, {}, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox'));
    const pay = screen.getByRole('button', { name: /^Pay/ }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false), SLOW);
    await userEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/success-subscription/5/'), SLOW);
    expect(sessionStore.get().newSubscription).toBeNull();
  });

  it('while the cards load shows their place, not the offer to bind one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reply = fakeFetch(answers([card]));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('payment/cards/')) await held;
      return reply(input, init);
    });
    renderAt('/en/checkout/', <CheckoutPage />);
    expect(await screen.findByRole('status', { name: 'Loading your cards' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bind a card' })).toBeNull();
    release();
    expect(await screen.findByText(/4242/, {}, SLOW)).toBeTruthy();
  });

  it('without a card offers to bind one and keeps Pay off', async () => {
    serve([]);
    renderAt('/en/checkout/', <CheckoutPage />);
    expect(await screen.findByRole('button', { name: 'Bind a card' }, SLOW)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox'));
    expect((screen.getByRole('button', { name: /^Pay/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without a draft leads to the catalogue', () => {
    sessionStore.set({ newSubscription: null });
    serve([]);
    renderAt('/en/checkout/', <CheckoutPage />);
    expect(screen.getByRole('link', { name: 'Go to the catalogue' }).getAttribute('href')).toBe(
      '/en/catalog/',
    );
  });
});
