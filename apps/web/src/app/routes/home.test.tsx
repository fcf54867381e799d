import { SPEC_TEXTS } from '@ijara/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../lib/api-client';
import { sessionStore } from '../../lib/session/store';
import { createCatalog, createClient } from '../../testing/factories';
import { apiRoutes, fakeFetch, json } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render';

const companies = { statusCode: '200', companies: [{ id: 4, name: 'Beeline KG', discountPercent: 10 }] };
let fetch: ReturnType<typeof fakeFetch>;
// The first lookup after a whole-app render waits for i18n and the lazy route chunks.
const SLOW = { timeout: 5_000 };

beforeEach(() => {
  resetApiClient();
  const routes = apiRoutes({
    'info/catalog/': createCatalog(),
    'info/cities/': { statusCode: '200', cities: createCatalog().cities },
    'info/companies/': companies,
  });
  fetch = fakeFetch((call) =>
    call.url.endsWith('auth/registration/')
      ? json(
          { statusCode: '501', code: 'not_implemented', message: 'This function is not available yet.' },
          501,
        )
      : routes(call),
  );
  vi.stubGlobal('fetch', fetch);
  return () => vi.unstubAllGlobals();
});

describe('sign-in screen', () => {
  it('validates in the page language before sending', async () => {
    const user = userEvent.setup();
    renderApp('/en/');
    await user.click(await screen.findByRole('button', { name: 'Get the code' }, SLOW));
    expect(await screen.findAllByText(SPEC_TEXTS.en.fieldRequired)).toHaveLength(2);
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    expect(await screen.findByText(SPEC_TEXTS.en.incorrectInfo)).toBeTruthy();
    expect(fetch.calls.some((call) => call.url.endsWith('auth/registration/'))).toBe(false);
  });

  it("refuses a landline with the field's own text, sending nothing", async () => {
    const user = userEvent.setup();
    renderApp('/en/');
    await user.type(await screen.findByLabelText('Phone number', {}, SLOW), '312 123 456');
    await user.selectOptions(screen.getByLabelText('City'), 'Bishkek');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    expect(await screen.findByText(SPEC_TEXTS.en.phoneNotMobile)).toBeTruthy();
    expect(fetch.calls.some((call) => call.url.endsWith('auth/registration/'))).toBe(false);
  });

  it('says at once that only Kyrgyz numbers are taken when a foreign number is pasted', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const phone = (await screen.findByLabelText('Номер телефона', {}, SLOW)) as HTMLInputElement;
    await user.click(phone);
    await user.paste('+7 916 123 45 67');
    expect(phone.value).toBe('+7 916 123 45 67');
    expect(await screen.findByText(SPEC_TEXTS.ru.phoneNotKyrgyz)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    // A Kyrgyz number pasted over it takes the message away.
    await user.clear(phone);
    await user.paste('+996 555 12 34 56');
    expect(phone.value).toBe('555 123 456');
    await vi.waitFor(() => expect(screen.queryByText(SPEC_TEXTS.ru.phoneNotKyrgyz)).toBeNull());
    expect(fetch.calls.some((call) => call.url.endsWith('auth/registration/'))).toBe(false);
  });

  it('links the offer and the personal-data consent it asks for', async () => {
    renderApp('/en/');
    const offer = await screen.findByRole('link', { name: 'public offer' }, SLOW);
    expect(offer.getAttribute('href')).toBe('/en/contract/');
    const consent = screen.getByRole('link', { name: 'processing of your personal data' });
    expect(consent.getAttribute('href')).toBe('/en/cookies/');
  });

  it("draws the icons of the catalogue's categories on the card beside the form, no others (issue 26 item 19)", async () => {
    renderApp('/');
    // The catalogue has smartphones and laptops: no headphones, watches or consoles on the card.
    const icons = () =>
      [...document.querySelectorAll('[aria-labelledby="hero-title"] > ul[aria-hidden="true"] li > span')].map(
        (icon) => /\/svg\/([\w-]+)\.svg/.exec(icon.getAttribute('style') ?? '')?.[1],
      );
    await vi.waitFor(() => expect(icons()).toEqual(['phone', 'laptop']), SLOW);
  });

  it('offers only served cities; the others are apart, under their own label, and cannot be chosen', async () => {
    const user = userEvent.setup();
    // ?city=karakol names a city the service does not reach: it is not chosen for the person.
    renderApp('/?city=karakol');
    const city = (await screen.findByLabelText('Город', {}, SLOW)) as HTMLSelectElement;
    expect(city.value).toBe('');
    const choosable = [...city.options].filter((option) => !option.disabled && option.value !== '');
    expect(choosable.map((option) => option.text)).toEqual(['Bishkek']);
    const apart = city.querySelector('optgroup');
    expect(apart?.label).toBe('Пока не работаем в этом городе');
    expect([...(apart?.querySelectorAll('option') ?? [])].map((o) => [o.text, o.disabled])).toEqual([
      ['Karakol', true],
    ]);
    await user.selectOptions(city, 'Karakol');
    expect(city.value).toBe('');
    await user.type(screen.getByLabelText('Номер телефона'), '555 123 456');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(SPEC_TEXTS.ru.fieldRequired)).toBeTruthy();
    expect(fetch.calls.some((call) => call.url.endsWith('auth/registration/'))).toBe(false);
  });

  it("sends phone, city and employer and shows the api's message", async () => {
    const user = userEvent.setup();
    renderApp('/en/');
    await user.type(await screen.findByLabelText('Phone number', {}, SLOW), '0555 123 456');
    await user.selectOptions(screen.getByLabelText('City'), 'Bishkek');
    await user.selectOptions(screen.getByLabelText('Employer'), 'Beeline KG');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This function is not available yet.');
    const sent = fetch.calls.find((call) => call.url.endsWith('auth/registration/'));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ phone: '996555123456', city: 1, company: 4 });
    expect(sent?.headers['x-locale']).toBe('en');
  });

  it('"For Couriers" says couriers sign in by invitation; "For Customers" goes back', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Для курьеров' }, SLOW));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход для курьеров' })).toBeTruthy();
    expect(screen.getByText(/входят по приглашению/)).toBeTruthy();
    expect(screen.queryByLabelText('Номер телефона')).toBeNull();
    expect(sessionStore.get().type).toBe('courier');
    await user.click(screen.getByRole('link', { name: 'Для клиентов' }));
    expect(await screen.findByLabelText('Номер телефона')).toBeTruthy();
  });

  it('Telegram needs the city first', async () => {
    const user = userEvent.setup();
    renderApp('/en/');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Telegram' }, SLOW));
    expect(await screen.findByText(SPEC_TEXTS.en.fieldRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    expect(fetch.calls.some((call) => call.url.includes('auth/telegram/'))).toBe(false);
  });
});

describe('signing in, end to end in the app', () => {
  const token = 'q'.repeat(64);

  function serve(client: ReturnType<typeof createClient>) {
    const routes = apiRoutes({
      'info/catalog/': createCatalog(),
      'info/cities/': { statusCode: '200', cities: createCatalog().cities },
      'info/companies/': companies,
      'auth/registration/': { statusCode: '200', channel: 'whatsapp', resendAfter: 60 },
      'auth/confirmation/': { statusCode: '200', token, clientID: client.id },
      'user/getinfo/': { statusCode: '200', client },
    });
    fetch = fakeFetch(routes);
    vi.stubGlobal('fetch', fetch);
  }

  async function signIn(path: string) {
    const user = userEvent.setup();
    const view = renderApp(path);
    await user.type(await screen.findByLabelText('Phone number', {}, SLOW), '+996 555 12 34 56');
    await user.selectOptions(screen.getByLabelText('City'), 'Bishkek');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    await user.type(await screen.findByLabelText('Code from the message'), '123456');
    return view;
  }

  it('a new person goes on to /registration/ with the token stored', async () => {
    serve(createClient({ firstName: '', lastName: '' }));
    const { router } = await signIn('/en/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your registration' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/registration/');
    expect(sessionStore.get()).toMatchObject({ token, client: null });
  });

  it('a guarded page sends a visitor to sign in and back there afterwards', async () => {
    serve(createClient());
    const { router } = await signIn('/en/cards/');
    // What follows a confirmed code loads on its own (docs/decisions/061): on a busy run, over a second.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/cards/'), SLOW);
  });

  it('a new person registers first, then goes back to the guarded page', async () => {
    serve(createClient({ firstName: '', lastName: '' }));
    const { router } = await signIn('/en/cards/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your registration' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/en/registration/?next=%2Fen%2Fcards%2F',
    );
  });

  it('a registered person lands on the catalogue (subscription/info/ answers 501 for now)', async () => {
    const client = createClient();
    serve(client);
    const { router } = await signIn('/en/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/catalog/'), SLOW);
    expect(sessionStore.get().client?.id).toBe(client.id);
    expect(sessionStore.get().subscriptionsCount).toBe(0);
  });
});
