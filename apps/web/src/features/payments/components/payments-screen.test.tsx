import { formatAmount, formatMoney, SPEC_TEXTS, type TPayment } from '@ijara/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/store';
import { createClient } from '../../../testing/factories';
import { fakeFetch, json, type Recorded } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { PaymentsScreen } from './payments-screen';

let nextId = 1;
function payment(overrides: Partial<TPayment> = {}): TPayment {
  const row = {
    id: nextId++,
    type: 'subscription' as const,
    refunded: 0,
    status: 'success' as const,
    amount: 489_000,
    date: '2026-11-01T04:00:00Z',
    subscriptionID: 11,
    card: '**** 4242',
    ...overrides,
  };
  // A plain payment: one line of its own type and amount.
  return { ...row, lines: overrides.lines ?? [{ kind: row.type, label: row.type, amount: row.amount }] };
}

const path = (call: Recorded) => new URL(call.url, 'http://localhost').pathname.replace('/api/v3/', '');

function api(list: () => TPayment[], pay?: (call: Recorded) => Response) {
  const fetch = fakeFetch((call) =>
    path(call) === 'payment/payment-create/' && pay
      ? pay(call)
      : json({ statusCode: '200', payments: list() }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const NAMES = new Map([
  [11, 'iPhone 16, 128 GB · #11'],
  [12, 'MacBook Air · #12'],
]);

/** The screen with its filter held in state, as the page holds it in the address. */
function Screen({ names = NAMES }: { names?: ReadonlyMap<number, string> }) {
  const [filter, setFilter] = useState<number | null>(null);
  return <PaymentsScreen subscriptionNames={names} filter={filter} onFilterChange={setFilter} />;
}

const rowTitles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('article')
    .map((row) => row.textContent?.replace(/\s/g, ' '));

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  return () => vi.unstubAllGlobals();
});

describe('payment history', () => {
  it('groups by month, newest first, with each row’s type, day, subscription, card, amount and status', async () => {
    api(() => [
      payment({ date: '2026-10-01T04:00:00Z', amount: 489_000 }),
      payment({ date: '2026-11-01T04:00:00Z', amount: 123_456, status: 'fail', type: 'insurance' }),
      payment({
        date: '2026-11-20T09:00:00Z',
        amount: 50_000,
        status: 'processing',
        type: 'delivery',
        card: null,
      }),
      payment({ date: '2026-09-01T04:00:00Z', subscriptionID: null }),
    ]);
    renderAt('/en/payments/', <Screen />);

    const months = await screen.findAllByRole('region');
    expect(months.map((m) => within(m).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'November 2026',
      'October 2026',
      'September 2026',
    ]);
    const [november, october] = months as [HTMLElement, HTMLElement];
    expect(within(november).getByText('2 payments')).toBeTruthy();
    expect(within(october).getByText('1 payment')).toBeTruthy();
    expect(within(october).getByText('4,890 som paid')).toBeTruthy();
    expect(rowTitles(november)).toEqual([
      'Delivery20 NovemberiPhone 16, 128 GB · #11No card500 somProcessing',
      'Insurance1 NovemberiPhone 16, 128 GB · #11Card •••• 42421,234.56 somFailedPay now',
    ]);
  });

  it('opens the receipt of each successful payment; a failed one offers "Pay now" instead', async () => {
    const paid = payment({ date: '2026-11-02T04:00:00Z' });
    const failed = payment({ date: '2026-11-03T04:00:00Z', status: 'fail' });
    const processing = payment({ date: '2026-11-04T04:00:00Z', status: 'processing' });
    api(() => [processing, failed, paid]);
    renderAt('/en/payments/', <Screen />);
    const rows = await screen.findAllByRole('article');
    const [processingRow, failedRow, paidRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(paidRow).getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
      `/en/payments/${paid.id}/receipt/`,
    );
    expect(within(failedRow).queryByRole('link', { name: 'Receipt' })).toBeNull();
    expect(within(failedRow).getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(within(processingRow).queryByRole('link')).toBeNull();
    expect(within(processingRow).queryByRole('button')).toBeNull();
  });

  it('lists what a payment is made of under it, discounts negative (docs/decisions/054)', async () => {
    api(() => [
      payment({
        amount: 455_100,
        lines: [
          { kind: 'subscription', label: 'Subscription for 12 months', amount: 389_000 },
          { kind: 'extra', label: 'Case and glass', amount: 150_000, extraID: 1 },
          { kind: 'delivery', label: 'Delivery to your address', amount: 30_000 },
          { kind: 'discount', label: 'Employer discount, 10%', amount: -38_900 },
        ],
      }),
      payment({ date: '2026-10-01T04:00:00Z' }),
      payment({
        date: '2026-09-01T04:00:00Z',
        amount: 210_000,
        lines: [
          { kind: 'early_exit', label: 'Early exit: 1 month at the price for 3 months', amount: 210_000 },
        ],
      }),
    ]);
    renderAt('/en/payments/', <Screen />);
    const lists = await screen.findAllByRole('list', { name: 'What the payment is made of' });
    // A plain month (one line of its own type) shows no list: the row already says it.
    expect(lists).toHaveLength(2);
    const items = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(items(lists[0] as HTMLElement)).toEqual([
      `Subscription for 12 months${formatMoney(389_000, 'en').replace(/\s/g, ' ')}`,
      `Case and glass${formatMoney(150_000, 'en').replace(/\s/g, ' ')}`,
      `Delivery to your address${formatMoney(30_000, 'en').replace(/\s/g, ' ')}`,
      `Employer discount, 10%${formatMoney(-38_900, 'en').replace(/\s/g, ' ')}`,
    ]);
    expect(items(lists[1] as HTMLElement)).toEqual([
      `Early exit: 1 month at the price for 3 months${formatMoney(210_000, 'en').replace(/\s/g, ' ')}`,
    ]);
  });

  it('titles a claim’s payment by its line, with no list under it (docs/decisions/059)', async () => {
    api(() => [
      payment({
        amount: 9_000_000,
        lines: [{ kind: 'claim', label: 'Compensation for claim No. 12', amount: 9_000_000 }],
      }),
    ]);
    renderAt('/en/payments/', <Screen />);
    const [row] = await screen.findAllByRole('article');
    expect(within(row as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Compensation for claim No. 12',
    );
    expect(screen.queryByRole('list', { name: 'What the payment is made of' })).toBeNull();
  });

  it('shows each status as its badge style', async () => {
    api(() => [
      payment({ status: 'success' }),
      payment({ status: 'fail' }),
      payment({ status: 'processing' }),
    ]);
    renderAt('/en/payments/', <Screen />);
    await screen.findAllByRole('article');
    const tone = (text: string) => screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');
    expect([tone('Paid'), tone('Failed'), tone('Processing')]).toEqual(['active', 'danger', 'progress']);
  });

  it('writes minor units as som in the page language', async () => {
    await setupI18n('ru');
    api(() => [payment({ amount: 123_456 }), payment({ amount: 500_000, date: '2026-10-01T04:00:00Z' })]);
    renderAt('/payments/', <Screen names={new Map()} />);
    expect(await screen.findByText('1 234,56 сом')).toBeTruthy();
    expect(screen.getByText('5 000 сом')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ноябрь 2026' })).toBeTruthy();
    const rows = screen.getAllByRole('article');
    expect(rows.map((row) => within(row).getByText('Подписка №11').tagName)).toEqual(['SPAN', 'SPAN']);
    expect(screen.getAllByText('1 платёж')).toHaveLength(2);
  });

  it('filters by subscription and offers the way back to all', async () => {
    api(() => [
      payment({ subscriptionID: 11, type: 'subscription' }),
      payment({ subscriptionID: 12, type: 'insurance' }),
    ]);
    const user = userEvent.setup();
    renderAt('/en/payments/', <Screen />);
    const select = await screen.findByLabelText('Subscription');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All subscriptions', 'MacBook Air · #12', 'iPhone 16, 128 GB · #11']);
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.selectOptions(select, 'MacBook Air · #12');
    expect(screen.getAllByRole('article').map((row) => within(row).getByRole('heading').textContent)).toEqual(
      ['Insurance'],
    );
    await user.selectOptions(select, 'All subscriptions');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says when a subscription has no payments and shows them all again', async () => {
    api(() => [payment({ subscriptionID: 11 })]);
    const user = userEvent.setup();
    renderAt('/en/payments/', <Screen />);
    await user.selectOptions(await screen.findByLabelText('Subscription'), 'MacBook Air · #12');
    expect(screen.getByRole('heading', { name: 'No payments for this subscription' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all payments' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('has an empty state that says what to do next', async () => {
    api(() => []);
    renderAt('/en/payments/', <Screen />);
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a device' }).getAttribute('href')).toBe('/en/catalog/');
  });
});

describe('paying a failed payment', () => {
  it('names what is due, pays once with an idempotency key and shows the outcome', async () => {
    const failed = payment({ status: 'fail', amount: 489_000 });
    let list = [failed, payment({ date: '2026-10-01T04:00:00Z' })];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = api(
      () => list,
      () => {
        list = list.map((p) => (p.id === failed.id ? { ...p, status: 'success' } : p));
        return json({ statusCode: '200', payment: { ...failed, status: 'success' } });
      },
    );
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('payment-create')) await gate;
      return answer(input, init);
    });
    const user = userEvent.setup();
    renderAt('/en/payments/', <Screen />);

    expect(await screen.findByText('1 payment failed: 4,890 som is due.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('button', { name: 'Paying…' })).getAttribute('aria-busy')).toBe('true');
    release();

    expect(await screen.findByText('The payment of 4,890 som went through. Thank you!')).toBeTruthy();
    expect(document.activeElement?.textContent?.replace(/\s/g, ' ')).toBe(
      'The payment of 4,890 som went through. Thank you!',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull());
    expect(screen.queryByText(/is due/)).toBeNull();
    const calls = fetch.calls.filter((c) => path(c) === 'payment/payment-create/');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ type: '2', paymentID: failed.id });
    expect(calls[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The client is read again after the charge; that read ends here, not in the next test's fetch.
    await waitFor(() => expect(fetch.calls.some((c) => path(c) === 'user/getinfo/')).toBe(true));
  });

  it('reads the client again after the charge: its cashback reaches the balance the header shows', async () => {
    sessionStore.set({ token: 't', client: createClient({ bonus: 0 }) });
    const failed = payment({ status: 'fail', amount: 489_000 });
    const fetch = fakeFetch((call) => {
      if (path(call) === 'payment/payment-create/') {
        return json({ statusCode: '200', payment: { ...failed, status: 'success' } });
      }
      if (path(call) === 'user/getinfo/')
        return json({ statusCode: '200', client: createClient({ bonus: 4_890 }) });
      return json({ statusCode: '200', payments: [failed] });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderAt('/en/payments/', <Screen />);
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(sessionStore.get().client?.bonus).toBe(4_890));
    expect(fetch.calls.filter((c) => path(c) === 'user/getinfo/')).toHaveLength(1);
  });

  it('shows a refusal in the page language', async () => {
    api(
      () => [payment({ status: 'fail' })],
      () => json({ statusCode: '402', code: 'card_declined', message: 'The bank declined the card.' }, 402),
    );
    const user = userEvent.setup();
    renderAt('/en/payments/', <Screen />);
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The bank declined the card.');
  });
});

describe('paying a failed payment with points (bonus/subscription/, docs/decisions/044)', () => {
  function pointsApi(list: () => TPayment[], answer: (call: Recorded) => Response) {
    const fetch = fakeFetch((call) =>
      path(call) === 'bonus/subscription/' ? answer(call) : json({ statusCode: '200', payments: list() }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const pointsCalls = (fetch: ReturnType<typeof pointsApi>) =>
    fetch.calls.filter((c) => path(c) === 'bonus/subscription/');
  const neverAnswered = () => json({ statusCode: '500', code: 'internal', message: 'unexpected' }, 500);

  it('is not offered at 0 points', async () => {
    sessionStore.set({ token: 't', client: createClient({ bonus: 0 }) });
    const fetch = pointsApi(() => [payment({ status: 'fail', amount: 489_000 })], neverAnswered);
    renderAt('/en/payments/', <Screen />);
    const row = await screen.findByRole('article');
    expect(within(row).getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Pay with points' })).toBeNull();
    expect(within(row).queryByText(/points? needed/)).toBeNull();
    expect(pointsCalls(fetch)).toHaveLength(0);
  });

  it('says exactly how many points are missing when there are too few, and that only whole payments are paid', async () => {
    await setupI18n('ru');
    // 38,90 som of cashback against a payment of 4 890 som: 4 851,10 points are missing.
    sessionStore.set({ token: 't', client: createClient({ bonus: 3_890 }) });
    const fetch = pointsApi(
      () => [
        payment({ status: 'fail', amount: 489_000 }),
        payment({ status: 'fail', amount: 5_000, date: '2026-10-01T04:00:00Z' }),
      ],
      neverAnswered,
    );
    renderAt('/payments/', <Screen />);
    const [big, small] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(big).getByText(/^Не хватает/).textContent).toBe(
      `Не хватает ${formatAmount(485_110, 'ru')} балла: баллами можно оплатить только весь платёж.`,
    );
    expect(within(big).queryByRole('button', { name: 'Оплатить баллами' })).toBeNull();
    expect(within(small).getByText(/^Не хватает/).textContent).toBe(
      'Не хватает 11,10 балла: баллами можно оплатить только весь платёж.',
    );
    expect(pointsCalls(fetch)).toHaveLength(0);
  });

  it('counts whole missing points with the plural form of the count', async () => {
    await setupI18n('ru');
    sessionStore.set({ token: 't', client: createClient({ bonus: 100 }) });
    pointsApi(
      () => [
        payment({ status: 'fail', amount: 2_200 }),
        payment({ status: 'fail', amount: 600, date: '2026-10-01T04:00:00Z' }),
        payment({ status: 'fail', amount: 300, date: '2026-09-01T04:00:00Z' }),
      ],
      neverAnswered,
    );
    renderAt('/payments/', <Screen />);
    await screen.findAllByRole('article');
    expect(screen.getAllByText(/^Не хватает/).map((note) => note.textContent?.split(':')[0])).toEqual([
      'Не хватает 21 балла',
      'Не хватает 5 баллов',
      'Не хватает 2 баллов',
    ]);
  });

  it('asks first: cancel sends nothing; confirm sends one request with one key and says what is left', async () => {
    sessionStore.set({ token: 't', client: createClient({ bonus: 600_000 }) });
    const failed = payment({ status: 'fail', amount: 489_000, subscriptionID: 11 });
    let list = [failed];
    const fetch = pointsApi(
      () => list,
      () => {
        list = [{ ...failed, status: 'success', card: null }];
        return json({ statusCode: '200', bonus: 111_000 });
      },
    );
    const user = userEvent.setup();
    renderAt('/en/payments/', <Screen />);

    await user.click(await screen.findByRole('button', { name: 'Pay with points' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      `Spend 4,890 points on the payment of ${formatMoney(489_000, 'en')}?`,
    );
    expect(dialog.textContent).toContain(`${formatMoney(111_000, 'en')} will be left on your account`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pointsCalls(fetch)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pay with points' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Spend points' }));
    expect(
      await screen.findByText(
        'The payment of 4,890 som is paid with points. 1,110 som left on your account.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = pointsCalls(fetch);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ subscriptionID: 11, paymentID: failed.id });
    expect(calls[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStore.get().client?.bonus).toBe(111_000);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay with points' })).toBeNull());
  });

  it('sends one key per confirmation: the same on a retry in the dialog, a new one after reopening it', async () => {
    sessionStore.set({ token: 't', client: createClient({ bonus: 600_000 }) });
    let refuse = true;
    const fetch = pointsApi(
      () => [payment({ status: 'fail', amount: 489_000 })],
      () =>
        refuse
          ? json({ statusCode: '422', code: 'not_enough_bonus', message: SPEC_TEXTS.en.notEnoughBonus }, 422)
          : json({ statusCode: '200', bonus: 111_000 }),
    );
    const user = userEvent.setup();
    renderAt('/en/payments/', <Screen />);
    await user.click(await screen.findByRole('button', { name: 'Pay with points' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Spend points' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Oops... Not enough bonus points.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Spend points' }));
    await waitFor(() => expect(pointsCalls(fetch)).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Pay with points' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Spend points' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, retry, reopened] = pointsCalls(fetch).map((call) => call.headers['idempotency-key']);
    expect(pointsCalls(fetch)).toHaveLength(3);
    expect(retry).toBe(first);
    expect(reopened).not.toBe(first);
  });

  it('is not offered for a payment outside a subscription', async () => {
    sessionStore.set({ token: 't', client: createClient({ bonus: 600_000 }) });
    api(() => [payment({ status: 'fail', subscriptionID: null })]);
    renderAt('/en/payments/', <Screen />);
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay with points' })).toBeNull();
  });
});
