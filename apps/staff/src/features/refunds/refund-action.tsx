import type { TStaffClientPayment } from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshClients } from '../clients/clients-queries';
import { RefundForm } from './refund-form';

/** The payments table's "Вернуть": a successful payment with something left to refund opens the form. */
export function RefundAction({ payment }: { payment: TStaffClientPayment }) {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  const [open, setOpen] = useState(false);
  if (payment.status !== 'success' || payment.refundedAmount >= payment.amount) return null;
  if (open) return <RefundForm payment={payment} onDone={refresh} />;
  return (
    <button type="button" className="link-button" onClick={() => setOpen(true)}>
      {t('refunds.open')}
    </button>
  );
}
