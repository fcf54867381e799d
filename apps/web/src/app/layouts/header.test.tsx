import { formatMoney } from '@ijara/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../lib/config';
import { setNavigator } from '../../lib/navigation';
import { sessionStore } from '../../lib/session/store';
import { createCatalog, createClient } from '../../testing/factories';
import { setupI18n } from '../../testing/i18n';
import { renderAt } from '../../testing/render';
import { Header } from './header';

const names = (links: HTMLElement[]) => links.map((link) => link.textContent?.trim());

describe('menus (SPEC.md §2)', () => {
  beforeEach(() => setupI18n('ru'));

  it('are absent without a loaded client: logo, language and sign-in only', () => {
    sessionStore.set({ token: 'registration-level' });
    renderAt('/catalog/', <Header catalog={createCatalog()} />);
    expect(screen.queryByRole('navigation', { name: 'Основное меню' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Открыть меню' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Профиль/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/');
  });

  it('desktop centre group: devices, subscriptions, payments, about, faq', async () => {
    sessionStore.set({ token: 't', client: createClient() });
    renderAt('/catalog/', <Header catalog={createCatalog()} />);
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(names(within(nav).getAllByRole('link'))).toEqual([
      'Устройства',
      'Подписки',
      'Платежи',
      'О нас',
      'Вопросы и ответы',
    ]);
    expect(within(nav).getByRole('link', { name: 'Устройства' }).getAttribute('aria-current')).toBe('page');
  });

  it('profile dropdown: name, bonus, personal, bonus, cards, city, legal links, log-out', async () => {
    const user = userEvent.setup();
    const client = createClient({ firstName: 'Айгерим', lastName: 'Садыкова', bonus: 125_000, city: 1 });
    sessionStore.set({ token: 't', client });
    renderAt('/catalog/', <Header catalog={createCatalog()} />);
    await user.click(await screen.findByRole('button', { name: 'Профиль: Садыкова Айгерим' }));

    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Садыкова Айгерим');
    expect(menu.textContent).toContain(`Бонусы: ${formatMoney(125_000, 'ru')}`);
    expect(menu.textContent).toContain('Bishkek');
    expect(names(within(menu).getAllByRole('menuitem'))).toEqual([
      'Личные данные',
      'Бонусная система',
      'Карты',
      'Публичная оферта',
      'Рекуррентные платежи',
      'Политика конфиденциальности',
      'Согласие на обработку персональных данных',
      'Выйти',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Карты' }).getAttribute('href')).toBe('/cards/');
  });

  it('mobile panel: nine entries in order, then log-out, messengers and the version', async () => {
    const user = userEvent.setup();
    sessionStore.set({ token: 't', client: createClient() });
    await setupI18n('en');
    renderAt('/en/faq/', <Header catalog={createCatalog()} />);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(panel).getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(names(links)).toEqual([
      'Devices',
      'Subscriptions',
      'Payments',
      'Cards',
      'Personal details',
      'Bonus system',
      'About us',
      'FAQ',
      'Documents',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/catalog/',
      '/en/subscriptions/',
      '/en/payments/',
      '/en/cards/',
      '/en/profile/',
      '/en/bonus-system/',
      '/en/about/',
      '/en/faq/',
      '/en/documents/',
    ]);
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeTruthy();
    const social = within(panel)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank')
      .map((link) => link.getAttribute('href'));
    expect(social).toEqual([
      'https://wa.me/996312987654',
      'https://t.me/ijara_kg',
      'https://vk.com/ijara_kg',
    ]);
    expect(panel.textContent).toContain(`Version ${config.appVersion}`);
  });

  it('log-out from the panel clears the session', async () => {
    const user = userEvent.setup();
    sessionStore.set({ token: 't', client: createClient() });
    const navigate = vi.fn();
    setNavigator(navigate);
    renderAt('/subscriptions/', <Header catalog={createCatalog()} />);
    await user.click(await screen.findByRole('button', { name: 'Открыть меню' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Выйти' }));
    expect(sessionStore.get().client).toBeNull();
    expect(sessionStore.get().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
