import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { fakeFetch, json, type Recorded } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { loadApiCalls } from '../../../testing/load-api-calls';
import { renderAt } from '../../../testing/render';
import { TelegramStep } from './telegram-step';
import { TELEGRAM_POLL_MS } from './use-telegram-poll';

const ticket = (id: string) => ({
  statusCode: '200' as const,
  ticket: id.padEnd(24, 'x'),
  url: `https://t.me/ijara_kg_bot?start=${id.padEnd(24, 'x')}`,
  expiresIn: 600,
});
const token = 'z'.repeat(64);
let states: Array<'waiting' | 'confirmed' | 'expired'>;
let fetch: ReturnType<typeof fakeFetch>;

function reply(call: Recorded): Response {
  if (call.url.endsWith('auth/telegram/start/')) return json(ticket('second'));
  const state = states.shift() ?? 'waiting';
  return json(
    state === 'confirmed' ? { statusCode: '200', state, token, clientID: 9 } : { statusCode: '200', state },
  );
}

const polls = () => fetch.calls.filter((c) => c.url.endsWith('auth/telegram/poll/'));
const tick = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(TELEGRAM_POLL_MS);
  });
};

function renderStep() {
  const onConfirmed = vi.fn();
  const view = renderAt(
    '/en/',
    <TelegramStep
      ticket={ticket('first')}
      request={{ city: 1, company: 4 }}
      onBack={vi.fn()}
      onConfirmed={onConfirmed}
    />,
  );
  return { ...view, onConfirmed };
}

beforeEach(async () => {
  await setupI18n('en');
  await loadApiCalls('authTelegramPoll', 'authTelegramStart');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetApiClient();
  states = [];
  fetch = fakeFetch(reply);
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Telegram step', () => {
  it('links to the bot with the ticket, in a new tab', () => {
    renderStep();
    const link = screen.getByRole('link', { name: /Open Telegram/ });
    expect(link.getAttribute('href')).toBe(ticket('first').url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
    expect(screen.getByText('Open the bot @ijara_kg_bot')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Waiting for confirmation from Telegram');
  });

  it('asks every 2 s and hands over the token once the bot confirms, then stops', async () => {
    states = ['waiting', 'waiting', 'confirmed'];
    const { onConfirmed } = renderStep();
    expect(polls()).toHaveLength(0);
    await tick();
    expect(JSON.parse(String(polls()[0]?.init.body))).toEqual({ ticket: ticket('first').ticket });
    await tick();
    await tick();
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith({ token, clientID: 9 }));
    await tick();
    await tick();
    expect(polls()).toHaveLength(3);
  });

  it('an expired ticket stops the asking and offers a new link', async () => {
    states = ['expired'];
    renderStep();
    await tick();
    expect(await screen.findByText(/This sign-in link has expired/)).toBeTruthy();
    await tick();
    expect(polls()).toHaveLength(1);

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Get a new link' }));
    const link = await screen.findByRole('link', { name: /Open Telegram/ });
    expect(link.getAttribute('href')).toBe(ticket('second').url);
    const start = fetch.calls.find((c) => c.url.endsWith('auth/telegram/start/'));
    expect(JSON.parse(String(start?.init.body))).toEqual({ city: 1, company: 4 });
    await tick();
    expect(JSON.parse(String(polls()[1]?.init.body))).toEqual({ ticket: ticket('second').ticket });
  });

  it('stops asking when the step closes', async () => {
    const { unmount } = renderStep();
    await tick();
    unmount();
    await tick();
    await tick();
    expect(polls()).toHaveLength(1);
  });
});
