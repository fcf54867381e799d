import type { TGadget, TStockLevel } from '@ijara/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalog, createGadget } from '../../../testing/factories';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { GadgetDetails } from './gadget-details';

const base = createGadget();
const [first] = base.models as [TGadget['models'][number]];
const gadget = createGadget({
  models: [
    { ...first, id: 101, name: 'Starlight', slug: 'starlight' },
    { ...first, id: 102, name: 'Ultramarine', slug: 'ultramarine' },
  ],
});
const catalog = createCatalog();
const category = { id: 1, name: 'Smartphones', slug: 'smartphones' };
const stock: Record<number, TStockLevel> = { 101: 'out_of_stock', 102: 'last_one' };

function renderPage(onSubscribe = vi.fn()) {
  renderAt(
    '/en/catalog/smartphones/iphone-16/',
    <GadgetDetails
      catalog={catalog}
      category={category}
      gadget={gadget}
      locale="en"
      signedIn
      preferredCity={1}
      stockLevel={(model) => stock[model]}
      onSubscribe={onSubscribe}
    />,
  );
  return onSubscribe;
}

beforeEach(async () => {
  await setupI18n('en');
});

describe('the device page', () => {
  it('shows stock per model; an out-of-stock model cannot be chosen and the next one is', () => {
    renderPage();
    const gone = screen.getByRole('radio', { name: /Starlight/ }) as HTMLInputElement;
    const last = screen.getByRole('radio', { name: /Ultramarine/ }) as HTMLInputElement;
    expect(gone.disabled).toBe(true);
    expect(screen.getByText(/Out of stock/)).toBeTruthy();
    expect(last.checked).toBe(true);
    expect(screen.getByText(/Last one/)).toBeTruthy();
  });

  it('asks for the address before delivery, then saves a pickup draft with insurance', async () => {
    const onSubscribe = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Enter the delivery address.')).toBeTruthy();
    expect(onSubscribe).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: /6 months/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Insurance/ }));
    expect(screen.getByText(/50% of the device value/)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(gadget.extras[0]?.name ?? '') }));
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(screen.getByRole('radio', { name: /Chuy office/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith({
      model: 102,
      term: 6,
      city: 1,
      insurance: true,
      extras: [gadget.extras[0]?.id],
      delivery: 'pickup',
      office: 5,
    });
  });

  it('opens with the saved draft when it is for this device (back from /checkout/ to change it)', () => {
    const extra = gadget.extras[0]?.id ?? 0;
    renderAt(
      '/en/catalog/smartphones/iphone-16/',
      <GadgetDetails
        catalog={catalog}
        category={category}
        gadget={gadget}
        locale="en"
        signedIn
        preferredCity={1}
        initial={{
          model: 102,
          term: 3,
          city: 1,
          insurance: true,
          extras: [extra],
          delivery: 'delivery',
          address: 'Toktogul 125',
        }}
        stockLevel={() => 'in_stock'}
        onSubscribe={vi.fn()}
      />,
    );
    const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
    expect(checked(screen.getByRole('radio', { name: /Ultramarine/ }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: /3 months/ }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: /Insurance/ }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: /Case/ }))).toBe(true);
    expect((screen.getByRole('textbox', { name: /Delivery address/ }) as HTMLTextAreaElement).value).toBe(
      'Toktogul 125',
    );
  });
});
