import { formatDate, formatMoney, type TExitQuote } from '@ijara/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubscription } from '../../../testing/factories';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { StatusChangeDialog } from './status-change-dialog';

const TODAY = '2026-11-20';
const subscription = createSubscription({
  status: 2,
  nextPaymentDate: '2026-12-05',
  pickupAddress: 'Чуй 1',
});

function quote(overrides: Partial<TExitQuote> = {}): TExitQuote {
  return { amount: 840_000, lines: [], returnDate: '2026-12-04', monthsUsed: 4, tariffTerm: 3, ...overrides };
}

function dialog(exit: Parameters<typeof StatusChangeDialog>[0]['exit']) {
  return renderAt(
    '/subscriptions/',
    <StatusChangeDialog
      subscription={subscription}
      action="unsubscribe"
      today={TODAY}
      pending={false}
      error={null}
      exit={exit}
      onConfirm={vi.fn()}
      onClose={vi.fn()}
    />,
  );
}

const confirm = () => screen.getByRole('button', { name: 'Отказаться от подписки' });
const flat = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

beforeEach(async () => {
  await setupI18n('ru');
});

describe('the unsubscribe dialog (docs/decisions/054)', () => {
  it('states the price of leaving early and the return date before confirming', async () => {
    dialog({ state: 'ready', quote: quote() });
    const body = flat((await screen.findByRole('dialog')).textContent);
    expect(body).toContain(
      flat(
        `Вы уходите раньше срока: 4 месяца пересчитаем по цене подписки на 3 месяца — при отказе спишем ${formatMoney(840_000, 'ru')} с карты.`,
      ),
    );
    expect(body).toContain(flat(`устройство до ${formatDate('2026-12-04', 'ru')}`));
    expect((confirm() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says there is nothing more to pay when leaving costs nothing', async () => {
    dialog({ state: 'ready', quote: quote({ amount: 0, tariffTerm: null, monthsUsed: 12 }) });
    expect(flat((await screen.findByRole('dialog')).textContent)).toContain('Доплачивать ничего не нужно.');
  });

  it('does not let the client confirm before the amount is known', async () => {
    dialog({ state: 'loading' });
    expect(flat((await screen.findByRole('dialog')).textContent)).toContain(
      'Считаем, сколько стоит отказ сейчас…',
    );
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
  });
});
