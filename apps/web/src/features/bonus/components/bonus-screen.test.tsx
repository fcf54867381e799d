import { SPEC_TEXTS, type TBonusEntry } from '@ijara/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/store';
import { createClient } from '../../../testing/factories';
import { fakeFetch, json, type Recorded } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { BonusScreen } from './bonus-screen';

let nextId = 1;
function entry(overrides: Partial<TBonusEntry>): TBonusEntry {
  return {
    id: nextId++,
    type: 'cashback',
    amount: 4_890,
    date: '2026-11-01T04:00:00Z',
    promo: null,
    paymentID: 7,
    subscriptionID: 12,
    ...overrides,
  };
}

const path = (call: Recorded) => new URL(call.url, 'http://localhost').pathname.replace('/api/v3/', '');

/** bonus/info/ from `state`; bonus/promo/ as `promo` answers, applied to `state` when it succeeds. */
function api(state: { bonus: number; history: TBonusEntry[] }, promo: (code: string) => Response) {
  const fetch = fakeFetch((call) => {
    if (path(call) === 'bonus/promo/') return promo(JSON.parse(String(call.init.body)).promo as string);
    return json({ statusCode: '200', ...state });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Points history' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/\s/g, ' '));

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  sessionStore.set({ token: 't', client: createClient({ bonus: 0 }) });
  return () => vi.unstubAllGlobals();
});

describe('bonus system', () => {
  it('shows the balance and the history with signs, dates and what moved the points', async () => {
    api(
      {
        bonus: 45_110,
        history: [
          entry({ type: 'payment', amount: -489_000, date: '2026-11-20T04:00:00Z' }),
          entry({
            type: 'promo',
            amount: 50_000,
            promo: 'WELCOME500',
            subscriptionID: null,
            paymentID: null,
          }),
          entry({ type: 'refund', amount: 1_110, date: '2026-10-05T04:00:00Z', subscriptionID: null }),
        ],
      },
      () => json({}),
    );
    renderAt('/en/bonus-system/', <BonusScreen />);
    expect(await screen.findByText('451.10 som')).toBeTruthy();
    expect(rows()).toEqual([
      'Payment with points20 November 2026Subscription #12Debit: −4,890 som',
      'Points from promo code WELCOME5001 November 2026Credit: +500 som',
      'Points returned5 October 2026Credit: +11.10 som',
    ]);
    // The header's balance follows the answer.
    expect(sessionStore.get().client?.bonus).toBe(45_110);
  });

  it('has an empty history that says how points come', async () => {
    api({ bonus: 0, history: [] }, () => json({}));
    renderAt('/en/bonus-system/', <BonusScreen />);
    expect(await screen.findByRole('heading', { name: 'No points yet' })).toBeTruthy();
  });

  it('credits a promo code: says how much, and the balance and history change', async () => {
    const state = { bonus: 0, history: [] as TBonusEntry[] };
    const fetch = api(state, (code) => {
      state.bonus = 50_000;
      state.history = [entry({ type: 'promo', amount: 50_000, promo: code.toUpperCase() })];
      return json({ statusCode: '200', bonus: 50_000, credited: 50_000 });
    });
    const user = userEvent.setup();
    renderAt('/en/bonus-system/', <BonusScreen />);
    await user.type(await screen.findByLabelText('Enter a promo code'), 'welcome500');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('500 som credited for the promo code WELCOME500.')).toBeTruthy();
    expect(await screen.findByText('500 som', { selector: 'p' })).toBeTruthy();
    expect(rows()).toEqual([
      'Points from promo code WELCOME5001 November 2026Subscription #12Credit: +500 som',
    ]);
    expect(sessionStore.get().client?.bonus).toBe(50_000);
    const sent = fetch.calls.filter((c) => path(c) === 'bonus/promo/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((screen.getByLabelText('Enter a promo code') as HTMLInputElement).value).toBe('');
  });

  it("puts the api's reason under the field", async () => {
    api({ bonus: 0, history: [] }, () =>
      json(
        {
          statusCode: '400',
          code: 'validation_failed',
          message: SPEC_TEXTS.en.promoExpired,
          fields: { promo: SPEC_TEXTS.en.promoExpired },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderAt('/en/bonus-system/', <BonusScreen />);
    const field = await screen.findByLabelText('Enter a promo code');
    await user.type(field, 'NEWYEAR2025');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(SPEC_TEXTS.en.promoExpired)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a code before sending an empty one', async () => {
    const fetch = api({ bonus: 0, history: [] }, () => json({}));
    const user = userEvent.setup();
    renderAt('/en/bonus-system/', <BonusScreen />);
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(SPEC_TEXTS.en.fieldRequired)).toBeTruthy();
    expect(fetch.calls.filter((c) => path(c) === 'bonus/promo/')).toHaveLength(0);
  });
});
