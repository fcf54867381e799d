import type { TCalculation, TSubscriptionDraft } from '@ijara/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { createSubscription } from '../../../testing/factories';
import { json } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { CheckoutScreen } from './checkout-screen';

const draft: TSubscriptionDraft = {
  model: 3,
  term: 12,
  city: 1,
  insurance: true,
  extras: [],
  delivery: 'pickup',
  office: 2,
};

const calculation: TCalculation = {
  lines: [
    { kind: 'rent', label: '12-month subscription', amount: 250_000, billing: 'monthly' },
    { kind: 'insurance', label: 'Insurance', amount: 30_000, billing: 'monthly' },
  ],
  firstPayment: 280_000,
  monthly: 280_000,
  deliveryFee: 0,
  discount: 0,
  monthlyDiscount: 0,
  promo: null,
  stock: 'in_stock',
};

/**
 * subscription/calculate/ answers `calculation`; subscription/create/ answers what `create` gives (a
 * promise when the test holds the answer back). fakeFetch's router answers synchronously, hence this.
 */
function api(create: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input).includes('subscription/create/') ? create() : json({ statusCode: '200', calculation }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderScreen(onSubscribed = vi.fn()) {
  renderAt(
    '/en/checkout/',
    <CheckoutScreen
      draft={draft}
      locale="en"
      payWith={<p>Visa •••• 4242</p>}
      hasCard
      onPromo={() => {}}
      onSubscribed={onSubscribed}
    />,
  );
  return onSubscribed;
}

async function agreeAndFindPay() {
  await userEvent.click(await screen.findByRole('checkbox'));
  return screen.getByRole('button', { name: /^Pay/ });
}

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  return () => vi.unstubAllGlobals();
});

describe('the checkout screen', () => {
  it("shows the server's lines and totals, and pays only after the consent", async () => {
    api(() => json({ statusCode: '200', subscription: createSubscription(), payment: null }));
    renderScreen();
    expect(await screen.findByText('12-month subscription')).toBeTruthy();
    expect(screen.getByText('Insurance')).toBeTruthy();
    const pay = screen.getByRole('button', { name: /^Pay/ }) as HTMLButtonElement;
    expect(pay.textContent).toMatch(/2[\s ,.]?800/);
    expect(pay.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(pay.disabled).toBe(false);
  });

  it('keeps Pay disabled while the request runs, sends the shown amount, and reports the subscription', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = api(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSubscribed = renderScreen();
    await screen.findByText('12-month subscription');
    const pay = (await agreeAndFindPay()) as HTMLButtonElement;
    await userEvent.click(pay);
    await waitFor(() => expect(pay.disabled).toBe(true));
    await userEvent.click(pay);
    const creates = fetch.mock.calls.filter(([url]) => String(url).includes('subscription/create/'));
    expect(creates).toHaveLength(1);
    const [, init] = creates[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ ...draft, firstPayment: 280_000 });
    expect(new Headers(init.headers).get('idempotency-key')).toBeTruthy();
    const subscription = createSubscription({ delivery: 'pickup' });
    answer(json({ statusCode: '200', subscription, payment: { id: 9, status: 'success', amount: 280_000 } }));
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledWith(subscription));
  });

  it("shows the bank's decline in place and lets the person try again", async () => {
    const reason = 'There is not enough money on the card. Top it up or pay with another card.';
    api(() => json({ statusCode: '402', code: 'payment_declined', message: reason }, 402));
    const onSubscribed = renderScreen();
    await screen.findByText('12-month subscription');
    const pay = (await agreeAndFindPay()) as HTMLButtonElement;
    await userEvent.click(pay);
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(onSubscribed).not.toHaveBeenCalled();
    expect(pay.disabled).toBe(false);
  });
});
