import type { TCard } from '@ijara/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { fakeFetch, json, type Recorded } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { readBinding, rememberBinding } from '../binding';
import { gatewayRedirect } from '../gateway-redirect';
import { CardsScreen } from './cards-screen';

let nextId = 1;
function card(overrides: Partial<TCard> = {}): TCard {
  return { id: nextId++, pan: '**** 4242', brand: 'visa', expiry: '12/28', active: false, ...overrides };
}

const ok = (cards: TCard[]) => json({ statusCode: '200', cards });
const path = (call: Recorded) => new URL(call.url, 'http://localhost').pathname.replace('/api/v3/', '');
const body = (call: Recorded) => JSON.parse(String(call.init.body)) as unknown;

/** Answers payment/* calls from a handler per path; the cards list from `list()` each time. */
function api(list: () => TCard[], post: Record<string, (call: Recorded) => Response> = {}) {
  const fetch = fakeFetch((call) => post[path(call)]?.(call) ?? ok(list()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  return () => vi.unstubAllGlobals();
});

describe('the cards list', () => {
  it('shows each card with its brand, masked number and expiry, the active one first and marked', async () => {
    const visa = card({ brand: 'visa', pan: '**** 4242', expiry: '12/28' });
    const master = card({ brand: 'mastercard', pan: '**** 4444', expiry: '01/27', active: true });
    api(() => [visa, master]);
    renderAt('/en/cards/', <CardsScreen city={1} outcome={null} />);

    const items = await screen.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '•••• 4444Mastercard ending in 4444',
      '•••• 4242Visa ending in 4242',
    ]);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByText('Charged monthly')).toBeTruthy();
    expect(within(first).getByText('Expires 01/27')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Make active' })).toBeNull();
    expect(within(second).queryByText('Active')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Make active' })).toBeTruthy();
    expect(first.querySelector('[data-brand="mastercard"]')).not.toBeNull();
    expect(second.querySelector('[data-brand="visa"]')).not.toBeNull();
  });

  it('draws a mark for every brand the contract knows', async () => {
    const brands = ['visa', 'mastercard', 'elcart', 'unionpay', 'mir', 'other'] as const;
    api(() => brands.map((brand, i) => card({ brand, active: i === 0 })));
    renderAt('/en/cards/', <CardsScreen city={1} outcome={null} />);
    await screen.findAllByRole('article');
    for (const brand of brands) expect(document.querySelector(`[data-brand="${brand}"] svg`)).not.toBeNull();
    expect(screen.getByText('Elcart ending in 4242')).toBeTruthy();
    expect(screen.getByText('Card ending in 4242')).toBeTruthy();
  });

  it('says what to do when there is no card, with the recurring terms beside the button', async () => {
    await setupI18n('ru');
    api(() => []);
    renderAt('/cards/', <CardsScreen city={1} outcome={null} />);
    expect(await screen.findByRole('heading', { name: 'Карт пока нет' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Привязать карту' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'рекуррентные платежи' }).getAttribute('href')).toBe(
      '/rekurrent/',
    );
  });

  it('links the recurring terms in the page language next to "Bind another card"', async () => {
    api(() => [card({ active: true })]);
    renderAt('/en/cards/', <CardsScreen city={1} outcome={null} />);
    expect(await screen.findByRole('button', { name: 'Bind another card' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'recurring payments' }).getAttribute('href')).toBe(
      '/en/rekurrent/',
    );
  });
});

describe('binding a card', () => {
  it('asks the api for a gateway session with the client city and goes to its url', async () => {
    const go = vi.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    const existing = card({ active: true });
    const url = 'http://localhost/sandbox-gateway/bind/abc/';
    const fetch = api(() => [existing], { 'payment/bind-card/': () => json({ statusCode: '200', url }) });
    const user = userEvent.setup();
    renderAt('/en/cards/', <CardsScreen city={7} outcome={null} />);

    await user.click(await screen.findByRole('button', { name: 'Bind another card' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(url));
    const call = fetch.calls.find((c) => path(c) === 'payment/bind-card/');
    expect(call && body(call)).toEqual({ type: '2', city: 7, returnTo: 'cards' });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(readBinding()?.knownCardIds).toEqual([existing.id]);
  });

  it('shows the api refusal and stays on the page', async () => {
    const go = vi.spyOn(gatewayRedirect, 'go').mockImplementation(() => {});
    api(() => [], {
      'payment/bind-card/': () =>
        json({ statusCode: '503', code: 'gateway_unavailable', message: 'The bank is not answering.' }, 400),
    });
    const user = userEvent.setup();
    renderAt('/en/cards/', <CardsScreen city={1} outcome={null} />);
    await user.click(await screen.findByRole('button', { name: 'Bind a card' }));
    expect(await screen.findByText('The bank is not answering.')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('after the gateway, asks again until the new card arrives and says so', async () => {
    const old = card({ active: true, pan: '**** 1111' });
    rememberBinding([old.id]);
    let cards = [old];
    api(() => cards);
    renderAt('/en/cards/', <CardsScreen city={1} outcome="success" />);
    expect(await screen.findByText(/Confirming your card/)).toBeTruthy();
    const added = card({ pan: '**** 4242' });
    cards = [old, added];
    expect(await screen.findByText('Done: Visa •••• 4242 is bound.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(/Confirming your card/)).toBeNull();
    expect(readBinding()).toBeNull();
  });

  it('says so when no new card arrived within ten seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      rememberBinding([]);
      api(() => []);
      renderAt('/en/cards/', <CardsScreen city={1} outcome={null} />);
      expect(await screen.findByText(/Confirming your card/)).toBeTruthy();
      await vi.advanceTimersByTimeAsync(10_500);
      expect(await screen.findByText(/No new card yet/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Refresh the list' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the wait at once when the gateway refused the card, with its reason and the bind button', async () => {
    const startedAt = Date.now() - 5_000;
    rememberBinding([], startedAt);
    const failure = {
      code: 'expired_card',
      message: 'the card has expired',
      at: new Date(startedAt + 2_000).toISOString(),
    };
    const fetch = api(() => [], {
      'payment/cards/': () => json({ statusCode: '200', cards: [], bindFailure: failure }),
    });
    renderAt('/en/cards/', <CardsScreen city={1} outcome="success" />);
    expect(
      await screen.findByText(
        'Card not bound: the card has expired. Try again or bind another card.',
        {},
        {
          timeout: 900,
        },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Confirming your card/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Bind a card' })).toBeTruthy();
    expect(readBinding()).toBeNull();
    const asked = fetch.calls.filter((call) => path(call) === 'payment/cards/').length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fetch.calls.filter((call) => path(call) === 'payment/cards/').length).toBe(asked);
  });

  it('keeps waiting past a refusal from before the person left for the gateway', async () => {
    const startedAt = Date.now() - 5_000;
    rememberBinding([], startedAt);
    const old = {
      code: 'card_declined',
      message: 'the bank declined the card',
      at: new Date(startedAt - 60_000).toISOString(),
    };
    api(() => [], { 'payment/cards/': () => json({ statusCode: '200', cards: [], bindFailure: old }) });
    renderAt('/en/cards/', <CardsScreen city={1} outcome="success" />);
    expect(await screen.findByText(/Confirming your card/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(screen.getByText(/Confirming your card/)).toBeTruthy();
    expect(screen.queryByText(/Card not bound/)).toBeNull();
  });

  it('says a cancelled binding changed nothing, without waiting for a card', async () => {
    rememberBinding([]);
    api(() => []);
    renderAt('/en/cards/', <CardsScreen city={1} outcome="cancel" />);
    expect(await screen.findByText('Card binding was cancelled. Your cards are unchanged.')).toBeTruthy();
    expect(screen.queryByText(/Confirming your card/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Bind a card' })).toBeTruthy();
    expect(readBinding()).toBeNull();
  });
});

describe('making a card active', () => {
  it('sends the card with type and city, shows the pending state, then the new active card', async () => {
    const active = card({ active: true, pan: '**** 1111' });
    const other = card({ brand: 'mastercard', pan: '**** 5555' });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = api(() => [active, other], {
      'payment/activate-card/': () =>
        ok([
          { ...active, active: false },
          { ...other, active: true },
        ]),
    });
    const user = userEvent.setup();
    renderAt('/en/cards/', <CardsScreen city={3} outcome={null} />);
    await screen.findAllByRole('article');

    const slow = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('activate-card')) await gate;
      return slow(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Make active' }));
    const pending = await screen.findByRole('button', { name: 'Switching…' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(
      (screen.getByRole('button', { name: 'Remove', description: /1111/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    release();

    expect(await screen.findByText('Payments are now charged to Mastercard •••• 5555.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Payments are now charged to Mastercard •••• 5555.');
    const call = fetch.calls.find((c) => path(c) === 'payment/activate-card/');
    expect(call && body(call)).toEqual({ type: '2', city: 3, cardID: other.id });
    const [first] = screen.getAllByRole('article');
    expect(within(first as HTMLElement).getByText('Active')).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('heading').textContent).toContain('5555');
  });
});

describe('removing a card', () => {
  it('asks first; keeping the card sends nothing', async () => {
    const fetch = api(() => [card({ active: true }), card({ pan: '**** 0002' })]);
    const user = userEvent.setup();
    renderAt('/en/cards/', <CardsScreen city={1} outcome={null} />);
    await user.click(await screen.findByRole('button', { name: 'Remove', description: /0002/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Visa •••• 0002?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.calls.some((c) => path(c) === 'payment/remove-card/')).toBe(false);
  });

  it('removes after confirmation and says so', async () => {
    const keep = card({ active: true, pan: '**** 1111' });
    const drop = card({ pan: '**** 0002' });
    const fetch = api(() => [keep, drop], { 'payment/remove-card/': () => ok([keep]) });
    const user = userEvent.setup();
    renderAt('/en/cards/', <CardsScreen city={1} outcome={null} />);
    await user.click(await screen.findByRole('button', { name: 'Remove', description: /0002/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Visa •••• 0002 has been removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The removed card's button is gone: focus lands on the message instead of the page's start.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Visa •••• 0002 has been removed.'));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const call = fetch.calls.find((c) => path(c) === 'payment/remove-card/');
    expect(call && body(call)).toEqual({ cardID: drop.id });
  });

  it("shows the api's refusal inside the dialog and keeps the card", async () => {
    const only = card({ active: true });
    const refusal = 'This card pays an active subscription. Bind another card first, then remove this one.';
    api(() => [only], {
      'payment/remove-card/': () => json({ statusCode: '409', code: 'card_in_use', message: refusal }, 409),
    });
    const user = userEvent.setup();
    renderAt('/en/cards/', <CardsScreen city={1} outcome={null} />);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This is your active card/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(1);
  });
});
