import type { TCalculation, TSubscriptionDraft } from '@ijara/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/store';
import { createSubscription } from '../../../testing/factories';
import { json } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { clearDraft, saveDraft } from '../draft';
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
  employer: null,
  stock: 'in_stock',
};

let answered: TCalculation | Response = calculation;

/**
 * subscription/calculate/ answers `answered` (`calculation` unless a test changes it); subscription/create/ answers what `create` gives (a
 * promise when the test holds the answer back). fakeFetch's router answers synchronously, hence this.
 */
function api(create: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input).includes('subscription/create/')
      ? create()
      : answered instanceof Response
        ? answered.clone()
        : json({ statusCode: '200', calculation: answered }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type FetchMock = ReturnType<typeof api>;
const createsOf = (fetch: FetchMock) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('subscription/create/'));
const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('idempotency-key');

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
  answered = calculation;
  resetApiClient();
  clearDraft();
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
    // The request leaves once the call's module has loaded: wait for it before counting and answering.
    await waitFor(() => expect(createsOf(fetch)).toHaveLength(1));
    const creates = createsOf(fetch);
    const [, init] = creates[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ ...draft, firstPayment: 280_000 });
    expect(new Headers(init.headers).get('idempotency-key')).toBeTruthy();
    const subscription = createSubscription({ delivery: 'pickup' });
    answer(json({ statusCode: '200', subscription, payment: { id: 9, status: 'success', amount: 280_000 } }));
    await waitFor(() =>
      expect(onSubscribed).toHaveBeenCalledWith({
        subscription,
        payment: { id: 9, status: 'success', amount: 280_000 },
      }),
    );
  });

  it('sends one request for two clicks closer than a render, with the key kept with the draft', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = api(() => new Promise<Response>((resolve) => (answer = resolve)));
    saveDraft(draft, 'iphone-16');
    const key = sessionStore.get().checkoutKey;
    renderScreen();
    await screen.findByText('12-month subscription');
    const pay = (await agreeAndFindPay()) as HTMLButtonElement;
    // Two clicks in the same task: React has not drawn the pending button in between.
    pay.click();
    pay.click();
    await waitFor(() => expect(createsOf(fetch)).toHaveLength(1));
    expect(keyOf(createsOf(fetch)[0])).toBe(key);
    answer(json({ statusCode: '200', subscription: createSubscription(), payment: null }));
    await waitFor(() => expect(pay.disabled).toBe(false));
    expect(createsOf(fetch)).toHaveLength(1);
  });

  it('waits for another tab paying the same attempt and takes its order, with the same key', async () => {
    const subscription = createSubscription({ delivery: 'pickup' });
    const answers = [
      () =>
        json({ statusCode: '409', code: 'idempotency_in_progress', message: 'still running' }, 409, {
          'retry-after': '0',
        }),
      () => json({ statusCode: '200', subscription, payment: { id: 9, status: 'success', amount: 280_000 } }),
    ];
    const fetch = api(() => (answers.shift() ?? answers[0])?.() as Response);
    saveDraft(draft, 'iphone-16');
    const onSubscribed = renderScreen();
    await screen.findByText('12-month subscription');
    await userEvent.click(await agreeAndFindPay());
    await waitFor(() =>
      expect(onSubscribed).toHaveBeenCalledWith({
        subscription,
        payment: { id: 9, status: 'success', amount: 280_000 },
      }),
    );
    const [first, second] = createsOf(fetch);
    expect(keyOf(second)).toBe(keyOf(first));
  });

  it('names the order already placed from another tab, with the way to it, and keeps the key', async () => {
    const message = 'This order has already been placed and is being paid for or waiting for hand-over.';
    api(() =>
      json({ statusCode: '409', code: 'order_exists', message, redirect: '/en/subscriptions/77/' }, 409),
    );
    saveDraft(draft, 'iphone-16');
    const key = sessionStore.get().checkoutKey;
    renderScreen();
    await screen.findByText('12-month subscription');
    await userEvent.click(await agreeAndFindPay());
    expect(await screen.findByText(message, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
      '/en/subscriptions/77/',
    );
    expect(sessionStore.get().checkoutKey).toBe(key);
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

  it('makes the next click after a decline a new attempt, with a new key', async () => {
    const fetch = api(() => json({ statusCode: '402', code: 'payment_declined', message: 'Declined' }, 402));
    saveDraft(draft, 'iphone-16');
    renderScreen();
    await screen.findByText('12-month subscription');
    const pay = await agreeAndFindPay();
    await userEvent.click(pay);
    await screen.findByText('Declined');
    await userEvent.click(pay);
    await waitFor(() => expect(createsOf(fetch)).toHaveLength(2));
    const [first, second] = createsOf(fetch);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });
});

describe('an employer discount waiting for the confirmation', () => {
  it('is named beside the lines, not taken off the price', async () => {
    answered = { ...calculation, employer: { name: 'Joldosh Finance', percent: 10, verified: false } };
    api(() => json({}));
    renderScreen();
    expect(await screen.findByText('Joldosh Finance employer discount −10%')).toBeTruthy();
    expect(screen.getByText('once your work is confirmed')).toBeTruthy();
    expect(screen.getAllByText('2,800 som').length).toBeGreaterThan(0);
  });
});

describe('an unpaid payment', () => {
  it('stops the checkout before anything is filled in, with the way to pay it', async () => {
    const message = 'You have an unpaid payment. Until it is paid, a new subscription cannot be started.';
    answered = json({ statusCode: '409', code: 'payment_overdue', message, redirect: '/en/payments/' }, 409);
    api(() => json({}));
    renderScreen();
    const link = await screen.findByRole('link', { name: 'Go to payments' });
    expect(link.getAttribute('href')).toBe('/en/payments/');
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
