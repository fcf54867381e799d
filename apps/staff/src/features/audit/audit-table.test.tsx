import { formatMoney } from '@ijara/contract';
import type { TStaffAuditEntry } from '@ijara/contract/staff';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { AuditTable } from './audit-table';

const REFUND_REQUESTED: TStaffAuditEntry = {
  id: 1,
  at: '2026-11-20T06:00:00.000Z',
  actor: 'staff',
  staff: { id: 3, name: 'Менеджер Айгерим' },
  client: { id: 42, name: 'Бермет Жумабаева', phone: '+996 (555) 123-456' },
  action: 'refund.requested',
  entity: 'payment',
  entityID: '9',
  subscriptionID: null,
  details: { refundId: 4, amount: 150_000, method: 'card', reason: 'Двойное списание', left: 239_000 },
};

const UNKNOWN_KIND: TStaffAuditEntry = { ...REFUND_REQUESTED, id: 2, action: 'future.kind', details: null };

function rowOf(entry: TStaffAuditEntry) {
  const cell = screen.getAllByRole('row').find((row) => row.textContent?.includes(entry.action));
  if (!cell) throw new Error(`no row of ${entry.action}`);
  return cell;
}

it('shows an action by its label with the code beside it, and amounts in som', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AuditTable entries={[REFUND_REQUESTED, UNKNOWN_KIND]} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const refund = within(rowOf(REFUND_REQUESTED));
  expect(refund.getByText('Возврат запрошен')).toBeTruthy();
  expect(refund.getByText('refund.requested')).toBeTruthy();
  const details = refund.getAllByRole('listitem').map((item) => item.textContent);
  expect(details).toContain(`Сумма: ${formatMoney(150_000, 'ru')}`);
  expect(details).toContain(`Осталось вернуть: ${formatMoney(239_000, 'ru')}`);
  expect(details).toContain('Причина: Двойное списание');
  expect(details).toContain('Номер возврата: 4');
  expect(details.join(' ')).not.toContain('150000');

  expect(within(rowOf(UNKNOWN_KIND)).getAllByText('future.kind')).toHaveLength(1);
});
