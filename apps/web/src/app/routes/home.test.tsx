import { SPEC_TEXTS } from '@ijara/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../lib/api-client';
import { sessionStore } from '../../lib/session/store';
import { createCatalog } from '../../testing/factories';
import { apiRoutes, fakeFetch, json } from '../../testing/fake-fetch';
import { renderApp } from '../../testing/render';

const companies = { statusCode: '200', companies: [{ id: 4, name: 'Beeline KG', discountPercent: 10 }] };
let fetch: ReturnType<typeof fakeFetch>;

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
    await user.click(await screen.findByRole('button', { name: 'Get the code' }));
    expect(await screen.findAllByText(SPEC_TEXTS.en.fieldRequired)).toHaveLength(2);
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    expect(await screen.findByText(SPEC_TEXTS.en.incorrectInfo)).toBeTruthy();
    expect(fetch.calls.some((call) => call.url.endsWith('auth/registration/'))).toBe(false);
  });

  it('refuses a city the service does not reach yet', async () => {
    const user = userEvent.setup();
    renderApp('/en/');
    await user.type(await screen.findByLabelText('Phone number'), '555 123 456');
    await user.selectOptions(screen.getByLabelText('City'), 'Karakol');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    expect(await screen.findByText(SPEC_TEXTS.en.cityNotServed)).toBeTruthy();
  });

  it("sends phone, city and employer and shows the api's message", async () => {
    const user = userEvent.setup();
    renderApp('/en/');
    await user.type(await screen.findByLabelText('Phone number'), '0555 123 456');
    await user.selectOptions(screen.getByLabelText('City'), 'Bishkek');
    await user.selectOptions(screen.getByLabelText('Employer'), 'Beeline KG');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This function is not available yet.');
    const sent = fetch.calls.find((call) => call.url.endsWith('auth/registration/'));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ phone: '996555123456', city: 1, company: 4 });
    expect(sent?.headers['x-locale']).toBe('en');
  });

  it('"For Couriers" switches the screen and is remembered', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Для курьеров' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход для курьеров' })).toBeTruthy();
    expect(sessionStore.get().type).toBe('courier');
  });
});
