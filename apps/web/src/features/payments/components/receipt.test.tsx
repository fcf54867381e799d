import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { createReceipt } from '../../../testing/factories';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { ReceiptActions } from './receipt-actions';
import { ReceiptView } from './receipt-view';

beforeEach(async () => {
  resetApiClient();
  await setupI18n('en');
  return () => vi.unstubAllGlobals();
});

const lines = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the receipt', () => {
  it('shows the organisation, date, purpose, period, card, amount and payment id', () => {
    renderAt('/en/payments/42/receipt/', <ReceiptView receipt={createReceipt({ paymentID: 42 })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment receipt No. 42');
    expect(screen.getByRole('article').textContent).toContain('2,890\u00a0som');
    expect(lines()).toEqual([
      ['Payment ID', '42'],
      ['Date of payment', '21 November 2026'],
      ['Purpose of payment', 'Monthly subscription payment for iPhone 16, 128 GB'],
      ['Period', 'Month 2 of 12: 21 November 2026 – 20 December 2026'],
      ['Payment method', 'Bank card •••• 4242'],
      ['Subscription for 12 months', '2,890\u00a0som'],
      ['Amount', '2,890\u00a0som'],
      ['Recipient', 'Ijara Service LLC'],
      ['Taxpayer ID (INN)', '02311202010154'],
      ['Address', 'Office 4, 155 Chuy Ave, Bishkek 720040, Kyrgyz Republic'],
      ['Phone and e-mail', '+996 (312) 98-76-54, hello@ijara.kg'],
    ]);
  });

  it('says "bonus points", a refund, an undated first month, and leaves out a tax number not entered', () => {
    const receipt = createReceipt({
      method: 'points',
      card: null,
      refunded: 50_000,
      period: { number: 1, term: 6, from: null, to: null },
    });
    renderAt(
      '/en/',
      <ReceiptView receipt={{ ...receipt, seller: { ...receipt.seller, taxNumber: null } }} />,
    );
    const byLabel = Object.fromEntries(lines());
    expect(byLabel).toMatchObject({
      'Payment method': 'Bonus points',
      Refunded: '500\u00a0som',
      Period: 'Month 1 of 6, from the day the device is handed over',
    });
    expect(byLabel).not.toHaveProperty('Taxpayer ID (INN)');
  });
});

describe('downloading the PDF', () => {
  const pdf = { path: '/api/receipts/42/?signature=old', expiresAt: '2026-11-21T10:10:00.000Z' };
  const at = (iso: string) => () => Date.parse(iso);

  it('is a plain link to the signed PDF while the link is fresh', () => {
    const fetch = fakeFetch(json({}));
    vi.stubGlobal('fetch', fetch);
    renderAt(
      '/en/payments/42/receipt/',
      <ReceiptActions paymentId="42" pdf={pdf} now={at('2026-11-21T10:00:00Z')} />,
    );
    const link = screen.getByRole('link', { name: 'Download PDF' });
    expect(link.getAttribute('href')).toBe('/api/receipts/42/?signature=old');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for a fresh link when this one is about to expire, and follows that', async () => {
    const fresh = { path: '/api/receipts/42/?signature=new', expiresAt: '2026-11-21T10:20:00.000Z' };
    const fetch = fakeFetch(
      json({ statusCode: '200', receipt: createReceipt({ paymentID: 42 }), pdf: fresh }),
    );
    vi.stubGlobal('fetch', fetch);
    const go = vi.fn();
    renderAt(
      '/en/payments/42/receipt/',
      <ReceiptActions paymentId="42" pdf={pdf} now={at('2026-11-21T10:09:30Z')} go={go} />,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Download PDF' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/receipts/42/?signature=new'));
    expect(fetch.calls.map((call) => new URL(call.url, 'http://localhost').pathname)).toEqual([
      '/api/v3/payment/receipt/42/',
    ]);
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});
