import { SPEC_TEXTS } from '@ijara/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/store';
import { createClient } from '../../../testing/factories';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { RegistrationForm } from './registration-form';

const saved = createClient({ firstName: 'Aidai', lastName: 'Toktogulova', email: '' });
let fetch: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  resetApiClient();
  sessionStore.set({ token: 'registration-level' });
  fetch = fakeFetch(json({ statusCode: '200', client: saved }));
  vi.stubGlobal('fetch', fetch);
  return () => vi.unstubAllGlobals();
});

afterEach(() => vi.unstubAllGlobals());

async function renderForm(locale: 'ru' | 'en') {
  await setupI18n(locale);
  const onRegistered = vi.fn(() => Promise.resolve());
  renderAt(
    locale === 'en' ? '/en/registration/' : '/registration/',
    <RegistrationForm onRegistered={onRegistered} />,
  );
  return { onRegistered, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Last name'), 'Toktogulova');
  await user.type(screen.getByLabelText('First name'), 'Aidai');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1995-04-17' } });
  await user.click(screen.getByLabelText('Female'));
  await user.selectOptions(screen.getByLabelText('Citizenship'), 'Kyrgyzstan');
  await user.selectOptions(screen.getByLabelText('How should we contact you'), 'WhatsApp');
}

const save = (name = 'Save and continue') => screen.getByRole('button', { name });

describe('registration form (SPEC.md §5 texts)', () => {
  it.each(['en', 'ru'] as const)(
    '%s: the summary on top and "This field required" under each required field',
    async (locale) => {
      const { user } = await renderForm(locale);
      await user.click(save(locale === 'en' ? 'Save and continue' : 'Сохранить и продолжить'));
      const texts = SPEC_TEXTS[locale];
      expect((await screen.findByRole('alert')).textContent).toBe(texts.requiredFields);
      // last name, first name, birthdate, gender, citizenship, contact method; not patronymic or e-mail
      expect(screen.getAllByText(texts.fieldRequired)).toHaveLength(6);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('moves focus to the first field to fix', async () => {
    const { user } = await renderForm('en');
    await user.click(save());
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Last name')));
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
  });

  it('an e-mail is optional, but a wrong one says "Invalid email format"', async () => {
    const { user } = await renderForm('en');
    await fillValid(user);
    await user.type(screen.getByLabelText('E-mail (optional)'), 'aidai@mail');
    await user.click(save());
    expect(await screen.findByText(SPEC_TEXTS.en.invalidEmail)).toBeTruthy();
    expect(screen.queryByText(SPEC_TEXTS.en.requiredFields)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['en', 'ru'] as const)('%s: refuses someone under 18', async (locale) => {
    const { user } = await renderForm(locale);
    const lastYear = new Date().getFullYear() - 17;
    const date = locale === 'en' ? 'Date of birth' : 'Дата рождения';
    fireEvent.change(screen.getByLabelText(date), { target: { value: `${lastYear}-01-01` } });
    await user.click(save(locale === 'en' ? 'Save and continue' : 'Сохранить и продолжить'));
    expect(await screen.findByText(SPEC_TEXTS[locale].underage)).toBeTruthy();
  });

  it('saves through user/updateinfo/, sets the client on "200" and moves on', async () => {
    const { user, onRegistered } = await renderForm('en');
    await fillValid(user);
    await user.type(screen.getByLabelText('Patronymic (optional)'), 'Bakytovna');
    await user.click(save());

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const call = fetch.calls[0];
    expect(call?.url).toBe('/api/v3/user/updateinfo/');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      lastName: 'Toktogulova',
      firstName: 'Aidai',
      patronymic: 'Bakytovna',
      birthdate: '1995-04-17',
      gender: 'female',
      email: '',
      communication: 'whatsapp',
      citizenship: 'kg',
    });
    expect(sessionStore.get().client?.firstName).toBe('Aidai');
  });

  it("shows the api's field errors where they belong", async () => {
    fetch = fakeFetch(
      json(
        {
          statusCode: '400',
          code: 'validation_failed',
          message: 'Please enter correct information',
          fields: { firstName: 'Use letters only' },
        },
        400,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { user, onRegistered } = await renderForm('en');
    await fillValid(user);
    await user.click(save());
    const first = screen.getByLabelText('First name').closest('div') as HTMLElement;
    expect(await within(first).findByText('Use letters only')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please enter correct information');
    expect(sessionStore.get().client).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
