import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, type Locale } from '@ijara/contract';
import {
  type TStaffCancelResponse,
  type TStaffOrderDetail,
  ZStaffCancelRequest,
} from '@ijara/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyApiError } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { ReasonField } from '../../components/reason-field';
import { staffApi } from '../../lib/staff-api';

const ZCancelForm = ZStaffCancelRequest.pick({ reason: true });
type CancelForm = z.input<typeof ZCancelForm>;

/** Managers: cancel an order before its hand-over, with a reason; what was paid is refunded. */
export function CancelOrderForm({ order }: { order: TStaffOrderDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const id = useId();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CancelForm, unknown, z.output<typeof ZCancelForm>>({
    resolver: zodResolver(ZCancelForm),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      const answer = await staffApi<TStaffCancelResponse>('orders/cancel/', {
        subscriptionID: order.id,
        reason,
      });
      const refunded = answer.refund.card + answer.refund.points;
      setDone(t('cancelOrder.done', { amount: formatMoney(refunded, locale) }));
      void queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
    } catch (error) {
      setFailure(applyApiError(error, form.setError, ['reason']));
    }
  });
  if (done) {
    return (
      <p role="status" className="success-banner">
        {done}
      </p>
    );
  }
  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cancelOrder.title')}</h2>
      <p className="hint">{t('cancelOrder.hint', { amount: formatMoney(order.firstPayment, locale) })}</p>
      <ReasonField error={errors.reason} {...form.register('reason')} />
      <FormFailure text={failure} />
      <button type="submit" className="button button-danger" disabled={isSubmitting}>
        {isSubmitting ? t('cancelOrder.sending') : t('cancelOrder.submit')}
      </button>
    </form>
  );
}
