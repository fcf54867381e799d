import { staffMay } from '@ijara/contract/staff';
import { ClientPage } from '../features/clients/client-page';
import { RefundAction } from '../features/refunds/refund-action';
import { useMe } from './session';

/** /clients/:id/: the client page, with a refund on each payment for those who may refund. */
export function ClientRoute() {
  const me = useMe().data;
  if (!me || !staffMay(me.role, 'payments.refund')) return <ClientPage />;
  return <ClientPage renderPaymentActions={(payment) => <RefundAction payment={payment} />} />;
}
