import { decodeDeletionAgreement, SPEC_TEXTS, type TClient } from '@ijara/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/store';
import { useSession } from '../../../lib/session/use-session';
import { createClient } from '../../../testing/factories';
import { fakeFetch, json, type Recorded } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { DeletionScreen } from './deletion-screen';

const path = (call: Recorded) => new URL(call.url, 'http://localhost').pathname.replace('/api/v3/', '');

/** The page reads the session's client, as the route does. */
function Page() {
  const client = useSession((s) => s.client);
  return client ? <DeletionScreen client={client} /> : null;
}

async function show(client: TClient, locale: 'en' | 'ru' = 'en') {
  await setupI18n(locale);
  sessionStore.set({ token: 'session-token', client });
  renderAt(locale === 'en' ? '/en/information-delete-profile/' : '/information-delete-profile/', <Page />);
  return userEvent.setup();
}

function api(answer: (call: Recorded) => Response) {
  const fetch = fakeFetch(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  resetApiClient();
  return () => vi.unstubAllGlobals();
});

describe('deletion request', () => {
  it('says what is erased, what the law keeps, and the day if asked today', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00Z'), toFake: ['Date'] });
    await show(createClient());
    expect(screen.getByRole('heading', { name: 'What we delete' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What stays, and why' })).toBeTruthy();
    expect(screen.getByText(/Accounting and tax laws make us keep records/)).toBeTruthy();
    expect(
      screen.getByText('If you send the request today, your data will be deleted on 2 December 2026.'),
    ).toBeTruthy();
    vi.useRealTimers();
  });

  it.each([
    ['', SPEC_TEXTS.en.fieldRequired],
    ['remove', SPEC_TEXTS.en.deletionWordMismatch],
  ])('refuses "%s" as the confirmation word before sending', async (typed, text) => {
    const fetch = api(() => json({}));
    const user = await show(createClient());
    if (typed) await user.type(screen.getByLabelText('To confirm, type the word DELETE'), typed);
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['en', ' delete ', 'delete'],
    ['ru', 'Удалить', 'Удалить'],
  ] as const)(
    '%s: sends the token and the typed word as the agreement, then shows the day and the cancel',
    async (locale, typed, word) => {
      const client = createClient();
      const fetch = api(() =>
        json({
          statusCode: '200',
          client: { ...client, delete_personal_data: true, delete_personal_data_date: '2026-11-20' },
        }),
      );
      const user = await show(client, locale);
      const label =
        locale === 'en' ? 'To confirm, type the word DELETE' : 'Чтобы подтвердить, введите слово УДАЛИТЬ';
      await user.type(screen.getByLabelText(label), typed);
      await user.click(
        screen.getByRole('button', { name: locale === 'en' ? 'Delete my data' : 'Удалить мои данные' }),
      );

      const title =
        locale === 'en'
          ? 'Your data will be deleted on 2 December 2026'
          : 'Данные будут удалены 2 декабря 2026 г.';
      const heading = await screen.findByRole('heading', { name: title });
      // Focus moves in the commit after the heading appears (the screen learns of the change first).
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(path(fetch.calls[0] as Recorded)).toBe('user/deletepersonaldata/');
      const { agreement } = JSON.parse(String(fetch.calls[0]?.init.body)) as { agreement: string };
      expect(decodeDeletionAgreement(agreement)).toEqual({ token: 'session-token', word });
      expect(sessionStore.get().client?.delete_personal_data).toBe(true);
      expect(screen.queryByRole('button', { name: /Delete my data|Удалить мои данные/ })).toBeNull();
    },
  );

  it("shows the api's refusal naming the running subscriptions, with the way to them", async () => {
    const message =
      'Your data can be deleted once no subscription is running. End these subscriptions first: #12 iPhone 15.';
    api(() => json({ statusCode: '409', code: 'deletion_blocked', message }, 409));
    const user = await show(createClient());
    await user.type(screen.getByLabelText('To confirm, type the word DELETE'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'To subscriptions' }).getAttribute('href')).toBe(
      '/en/subscriptions/',
    );
    expect(sessionStore.get().client?.delete_personal_data).toBe(false);
  });

  it("puts the api's word error under the field", async () => {
    api(() =>
      json(
        {
          statusCode: '400',
          code: 'validation_failed',
          message: 'Please enter correct information',
          fields: { agreement: 'The confirmation was made in another session.' },
        },
        400,
      ),
    );
    const user = await show(createClient());
    await user.type(screen.getByLabelText('To confirm, type the word DELETE'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect(await screen.findByText('The confirmation was made in another session.')).toBeTruthy();
    expect(screen.getByLabelText('To confirm, type the word DELETE').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('a pending request', () => {
  it('is cancelled through user/deletepersonaldata/cancel/, and the request form comes back', async () => {
    const client = createClient({ delete_personal_data: true, delete_personal_data_date: '2026-11-20' });
    const fetch = api(() =>
      json({
        statusCode: '200',
        client: { ...client, delete_personal_data: false, delete_personal_data_date: null },
      }),
    );
    const user = await show(client);
    expect(
      screen.getByRole('heading', { name: 'Your data will be deleted on 2 December 2026' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my data' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel the deletion' }));

    expect(
      await screen.findByText('The deletion request is cancelled. Your account works as usual again.'),
    ).toBeTruthy();
    expect(path(fetch.calls[0] as Recorded)).toBe('user/deletepersonaldata/cancel/');
    expect(String(fetch.calls[0]?.init.body)).toBe('{}');
    expect(sessionStore.get().client?.delete_personal_data).toBe(false);
    expect(screen.getByRole('button', { name: 'Delete my data' })).toBeTruthy();
  });
});
