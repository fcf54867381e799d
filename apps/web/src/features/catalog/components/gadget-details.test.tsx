import { formatMoney, type TGadget, type TStockLevel } from '@ijara/contract';
import { screen, within } from '@testing-library/react';
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
      deliveryFees={[{ cityID: 1, fee: 30_000 }]}
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

  it('says when an expected model arrives and lets it be ordered now', () => {
    renderAt(
      '/en/catalog/smartphones/iphone-16/',
      <GadgetDetails
        catalog={catalog}
        category={category}
        gadget={gadget}
        locale="en"
        signedIn
        preferredCity={1}
        stockLevel={(model) => (model === 101 ? 'expected' : 'out_of_stock')}
        availableFrom={(model) => (model === 101 ? '2026-12-05' : undefined)}
        deliveryFees={[{ cityID: 1, fee: 30_000 }]}
        onSubscribe={vi.fn()}
      />,
    );
    const expected = screen.getByRole('radio', { name: /Starlight/ }) as HTMLInputElement;
    expect(expected.disabled).toBe(false);
    expect(expected.checked).toBe(true);
    expect(
      screen.getByText(/Arrives 5 December 2026 — you can order now, hand-over from 5 December 2026/),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
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
        deliveryFees={[{ cityID: 1, fee: 30_000 }]}
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

  it('prices the choice before sign-in: the monthly total, only the chosen lines, and what is paid today', async () => {
    // iPhone 16 in Bishkek for 12 months: 3 890 som; insurance 250 som a month; AirPods 590 som a
    // month; the case 1 500 som once; delivery 300 som once, pickup free.
    const withAirPods = createGadget({
      models: [{ ...first, id: 201 }],
      extras: [...base.extras, { id: 77, name: 'AirPods 4', price: 59_000, billing: 'monthly' }],
    });
    renderAt(
      '/en/catalog/smartphones/iphone-16/',
      <GadgetDetails
        catalog={catalog}
        category={category}
        gadget={withAirPods}
        locale="en"
        signedIn={false}
        preferredCity={null}
        stockLevel={() => 'in_stock'}
        deliveryFees={[{ cityID: 1, fee: 30_000 }]}
        onSubscribe={vi.fn()}
      />,
    );
    const som = (amount: number) => formatMoney(amount, 'en');
    const summary = screen.getByRole('region', { name: 'Price' });
    const lines = () =>
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    const monthly = () => within(summary).getByText('/ month').parentElement?.textContent;

    expect(monthly()).toBe(`${som(389_000)}/ month`);
    expect(lines()).toEqual([
      ['Subscription for 12\u00a0months', som(389_000)],
      ['Delivery to your address · once', som(30_000)],
      ['Due today', som(419_000)],
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: /Insurance/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /AirPods 4/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Case/ }));
    expect(monthly()).toBe(`${som(389_000 + 25_000 + 59_000)}/ month`);
    expect(lines()).toEqual([
      ['Subscription for 12\u00a0months', som(389_000)],
      ['Damage and theft insurance', som(25_000)],
      ['Case · once', som(150_000)],
      ['AirPods 4', som(59_000)],
      ['Delivery to your address · once', som(30_000)],
      ['Due today', som(389_000 + 25_000 + 59_000 + 150_000 + 30_000)],
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(monthly()).toBe(`${som(473_000)}/ month`);
    expect(lines().slice(-2)).toEqual([
      ['Pickup at the office', 'Free'],
      ['Due today', som(389_000 + 25_000 + 59_000 + 150_000)],
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: /Insurance/ }));
    await userEvent.click(screen.getByRole('radio', { name: /6 months/ }));
    expect(monthly()).toBe(`${som(489_000 + 59_000)}/ month`);
    expect(lines().map(([term]) => term)).not.toContain('Damage and theft insurance');
    expect(within(summary).getByText(/employer discount and a promo code/)).toBeTruthy();
  });

  it('does not guess a delivery fee it does not know yet (info/delivery-fees/ not answered)', async () => {
    renderAt(
      '/en/catalog/smartphones/iphone-16/',
      <GadgetDetails
        catalog={catalog}
        category={category}
        gadget={createGadget({ models: [{ ...first, id: 301 }] })}
        locale="en"
        signedIn={false}
        preferredCity={null}
        stockLevel={() => undefined}
        deliveryFees={undefined}
        onSubscribe={vi.fn()}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Price' });
    expect(within(summary).getByText('Delivery to your address').nextElementSibling?.textContent).toBe(
      'shown at checkout',
    );
    expect(within(summary).getByText('Due today').nextElementSibling?.textContent).toBe(
      `${formatMoney(389_000, 'en')} + delivery`,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(within(summary).getByText('Due today').nextElementSibling?.textContent).toBe(
      formatMoney(389_000, 'en'),
    );
  });
});

describe('the device page’s photos', () => {
  const photo = (version: string) => ({
    files: [320, 640].map((width) => ({ url: `/media/gadgets/9/${version}/${width}.webp`, width })),
    width: 640,
    height: 480,
  });

  it('shows the first photo large and a button per photo that shows it instead', async () => {
    const photos = [photo('aaaaaaaaaaaaaaaa'), photo('bbbbbbbbbbbbbbbb'), photo('cccccccccccccccc')];
    renderAt(
      '/en/catalog/smartphones/iphone-16/',
      <GadgetDetails
        catalog={catalog}
        category={category}
        gadget={createGadget({ models: [{ ...first, id: 401 }], photo: photos[0], photos })}
        locale="en"
        signedIn
        preferredCity={1}
        stockLevel={() => 'in_stock'}
        deliveryFees={[]}
        onSubscribe={vi.fn()}
      />,
    );
    const large = () => screen.getByRole('img', { name: 'iPhone 16' }).getAttribute('src') ?? '';
    expect(large()).toContain('/aaaaaaaaaaaaaaaa/640.webp');
    const list = screen.getByRole('list', { name: 'Photos' });
    const second = within(list).getByRole('button', { name: 'Show photo 2 of 3' });
    expect(within(list).getByRole('button', { name: 'Show photo 1 of 3' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(second);
    expect(large()).toContain('/bbbbbbbbbbbbbbbb/640.webp');
    expect(second.getAttribute('aria-pressed')).toBe('true');
  });
});
