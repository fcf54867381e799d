// @vitest-environment jsdom
// happy-dom (the suite default) drops the city select's value when its options arrive after it; jsdom and
// Chromium keep it.
import { NAME_MAX, SPEC_TEXTS, type TClient } from '@ijara/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session/store';
import { createCatalog, createClient } from '../../../testing/factories';
import { fakeFetch, json, type Recorded } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { ProfileScreen } from './profile-screen';

const cities = createCatalog().cities.filter((city) => city.served);
const companies = [
  { id: 1, name: 'Alpha Telecom', discountPercent: 5 },
  { id: 2, name: 'Joldosh Finance', discountPercent: 10 },
];
const path = (call: Recorded) => new URL(call.url, 'http://localhost').pathname.replace('/api/v3/', '');
const sent = (call: Recorded | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;

function api(answer: (call: Recorded) => Response) {
  const fetch = fakeFetch(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The api's user/updateinfo/: the body applied to the client; a new e-mail is not verified yet. */
const saving = (client: TClient) => (call: Recorded) => {
  const body = sent(call) as Partial<TClient>;
  const emailVerified = body.email === client.email ? client.emailVerified : false;
  return json({ statusCode: '200', client: { ...client, ...body, emailVerified } });
};

async function show(client: TClient, locale: 'en' | 'ru' = 'en') {
  await setupI18n(locale);
  sessionStore.set({ token: 't', client });
  renderAt(
    locale === 'en' ? '/en/profile/' : '/profile/',
    <ProfileScreen client={client} cities={cities} companies={companies} />,
  );
  return userEvent.setup();
}

const save = (name = 'Save changes') => screen.getByRole('button', { name });

beforeEach(() => {
  resetApiClient();
  return () => vi.unstubAllGlobals();
});

describe('profile (SPEC.md §3 fields, §5 texts)', () => {
  it('starts from the saved client and shows the phone formatted, not as a field', async () => {
    const client = createClient({ phone: '996555123456', city: 1, patronymic: 'Bakytovna' });
    api(saving(client));
    await show(client);
    expect(screen.getByRole('heading', { name: 'Садыкова Айгерим Bakytovna' })).toBeTruthy();
    expect(screen.getByText('+996 (555) 123-456')).toBeTruthy();
    expect(screen.getByText(SPEC_TEXTS.en.phoneNotEditable)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /phone/i })).toBeNull();
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Садыкова');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('12/05/1994');
    expect((screen.getByLabelText('Female') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('1');
  });

  it.each(['en', 'ru'] as const)(
    '%s: an emptied required field gives the summary and "This field required"',
    async (locale) => {
      const client = createClient();
      const fetch = api(saving(client));
      const user = await show(client, locale);
      await user.clear(screen.getByLabelText(locale === 'en' ? 'First name' : 'Имя'));
      await user.click(save(locale === 'en' ? 'Save changes' : 'Сохранить изменения'));
      const texts = SPEC_TEXTS[locale];
      expect((await screen.findByRole('alert')).textContent).toBe(texts.requiredFields);
      expect(screen.getAllByText(texts.fieldRequired)).toHaveLength(1);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('says "Invalid email format" for a wrong address, without the summary', async () => {
    const client = createClient();
    const fetch = api(saving(client));
    const user = await show(client);
    const email = screen.getByLabelText('E-mail (optional)');
    await user.clear(email);
    await user.type(email, 'aidai@mail');
    await user.click(save());
    expect(await screen.findByText(SPEC_TEXTS.en.invalidEmail)).toBeTruthy();
    expect(screen.queryByText(SPEC_TEXTS.en.requiredFields)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('states the rule for a name too long or with emoji or digits', async () => {
    const client = createClient();
    api(saving(client));
    const user = await show(client);
    const last = screen.getByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'x'.repeat(NAME_MAX + 1));
    await user.click(save());
    expect(await screen.findByText(SPEC_TEXTS.en.nameTooLong)).toBeTruthy();
    expect(SPEC_TEXTS.en.nameTooLong).toContain(String(NAME_MAX));
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Айдай😀');
    await user.click(save());
    expect(await screen.findByText(SPEC_TEXTS.en.nameLetters)).toBeTruthy();
  });

  it('saves every field through user/updateinfo/ and says "Successfully updated"', async () => {
    const client = createClient({ city: 1, email: 'aigerim@example.kg', emailVerified: true });
    const fetch = api(saving(client));
    const user = await show(client);
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Aidai');
    await user.selectOptions(screen.getByLabelText('How should we contact you'), 'Telegram');
    await user.click(save());

    expect(await screen.findByText(SPEC_TEXTS.en.successUpdated)).toBeTruthy();
    expect(path(fetch.calls[0] as Recorded)).toBe('user/updateinfo/');
    expect(sent(fetch.calls[0])).toEqual({
      lastName: 'Садыкова',
      firstName: 'Aidai',
      patronymic: '',
      birthdate: '1994-05-12',
      gender: 'female',
      email: 'aigerim@example.kg',
      communication: 'telegram',
      citizenship: 'kg',
      city: 1,
      company: null,
    });
    expect(sessionStore.get().client?.firstName).toBe('Aidai');
    // The address did not change: no new link, and it stays confirmed.
    expect(screen.queryByText(/confirmation link/)).toBeNull();
    expect(screen.getByText('Confirmed')).toBeTruthy();
  });

  it('says a link was sent when the e-mail changes, and shows it as not confirmed', async () => {
    const client = createClient({ email: 'old@example.kg', emailVerified: true });
    api(saving(client));
    const user = await show(client);
    expect(screen.getByText('Confirmed')).toBeTruthy();
    const email = screen.getByLabelText('E-mail (optional)');
    await user.clear(email);
    await user.type(email, 'new@example.kg');
    // A typed address is not the saved one: no status for it yet.
    expect(screen.queryByText('Confirmed')).toBeNull();
    await user.click(save());
    expect(
      await screen.findByText(
        'We have sent a confirmation link to new@example.kg. The link works for 24 hours.',
      ),
    ).toBeTruthy();
  });

  it("shows the api's field errors where they belong", async () => {
    const client = createClient();
    api(() =>
      json(
        {
          statusCode: '400',
          code: 'validation_failed',
          message: 'Please enter correct information',
          fields: { lastName: 'Use letters only' },
        },
        400,
      ),
    );
    const user = await show(client);
    await user.click(save());
    const last = screen.getByLabelText('Last name').closest('div') as HTMLElement;
    expect(await within(last).findByText('Use letters only')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please enter correct information');
  });
});

describe('employer (docs/decisions/049)', () => {
  it('says the discount waits for the confirmation, and "No employer" clears it', async () => {
    const client = createClient({ company: 2, companyVerified: false });
    const fetch = api(saving(client));
    const user = await show(client);
    const select = screen.getByLabelText('Employer') as HTMLSelectElement;
    expect(select.value).toBe('2');
    expect(screen.getByText(/The discount starts once we confirm you work at the company/)).toBeTruthy();
    await user.selectOptions(select, 'No employer');
    expect(screen.getByText(/your subscription costs less once your work there is confirmed/)).toBeTruthy();
    await user.click(save());
    expect(await screen.findByText('Successfully updated')).toBeTruthy();
    expect(sent(fetch.calls[0])).toMatchObject({ company: null });
  });

  it('says a confirmed employer’s discount applies, and keeps a switched-off employer unless changed', async () => {
    await show(createClient({ company: 2, companyVerified: true }));
    expect(
      screen.getByText('Your work there is confirmed: the employer discount applies at checkout.'),
    ).toBeTruthy();
    const gone = createClient({ company: 9, companyVerified: true });
    api(saving(gone));
    await show(gone);
    expect(screen.getAllByRole('option', { name: 'Former employer — no discount any more' })).toHaveLength(1);
  });
});

describe('advertising consent (user/advertising/)', () => {
  it('switches it on and keeps the answer in the session', async () => {
    const client = createClient({ advertising: false });
    const fetch = api((call) =>
      json({ statusCode: '200', client: { ...client, advertising: sent(call).advertising } }),
    );
    const user = await show(client);
    const toggle = screen.getByRole('switch', { name: 'Send me news, promotions and personal offers' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('Done: we will send you news and offers.')).toBeTruthy();
    expect(sent(fetch.calls[0])).toEqual({ advertising: true });
    expect(sessionStore.get().client?.advertising).toBe(true);
  });

  it('goes back and says why when the api refuses', async () => {
    const client = createClient({ advertising: true });
    api(() => json({ statusCode: '500', code: 'internal', message: 'Something went wrong.' }, 500));
    const user = await show(client);
    const toggle = screen.getByRole('switch');
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });
});

describe('saving offline (issue 26)', () => {
  let onLine = true;
  /** The browser losing or finding the connection: navigator.onLine and the event it fires. */
  const connection = (online: boolean) => {
    onLine = online;
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  const notSaved = 'No connection — your changes were not saved. Try again when the connection is back.';

  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    return () => connection(true);
  });

  async function showOffline(client: TClient) {
    vi.stubGlobal(
      'fetch',
      fakeFetch((call) => (onLine ? saving(client)(call) : new TypeError('Failed to fetch'))),
    );
    await setupI18n('en');
    sessionStore.set({ token: 't', client });
    // The app's own query client: its mutations are "offlineFirst", so an offline save is tried, not paused.
    renderAt(
      '/en/profile/',
      <QueryClientProvider client={queryClient}>
        <ProfileScreen client={client} cities={cities} companies={companies} />
      </QueryClientProvider>,
    );
    connection(false);
    return userEvent.setup();
  }

  it('says the changes were not saved for want of a connection, and clears that when it is back', async () => {
    const user = await showOffline(createClient());
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(notSaved);
    expect(screen.queryByText(SPEC_TEXTS.en.internal)).toBeNull();

    connection(true);
    expect(screen.queryByText(notSaved)).toBeNull();
    await user.click(save());
    expect(await screen.findByText(SPEC_TEXTS.en.successUpdated)).toBeTruthy();
  });

  it('clears it too when the person edits again', async () => {
    const user = await showOffline(createClient());
    await user.click(save());
    await screen.findByText(notSaved);
    await user.type(screen.getByLabelText('First name'), 'a');
    expect(screen.queryByText(notSaved)).toBeNull();
  });
});
