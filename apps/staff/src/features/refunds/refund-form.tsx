import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, type Locale } from '@ijara/contract';
import { type TStaffClientPayment, type TStaffRefundResponse, ZStaffReason } from '@ijara/contract/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyApiError, Field } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { ReasonField } from '../../components/reason-field';
import { toMinor, toSomField, ZSom } from '../../lib/som';
import { staffApi } from '../../lib/staff-api';

const ZRefundForm = z.object({ amount: ZSom, reason: ZStaffReason });
type RefundForm = z.input<typeof ZRefundForm>;

interface RefundFormProps {
  payment: TStaffClientPayment;
  onDone: () => Promise<unknown>;
}

/**
 * A manager's refund of one payment, in full or in part, with a reason. The key is made when the form
 * opens: every press of its button is the same refund, never a second one.
 */
export function RefundForm({ payment, onDone }: RefundFormProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const [key] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const left = payment.amount - payment.refundedAmount;
  const form = useForm<RefundForm, unknown, z.output<typeof ZRefundForm>>({
    resolver: zodResolver(ZRefundForm),
    defaultValues: { amount: toSomField(left), reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ amount, reason }) => {
    setFailure(null);
    try {
      const answer = await staffApi<TStaffRefundResponse>(
        'payments/refund/',
        { paymentID: payment.id, amount: toMinor(amount), reason },
        { 'idempotency-key': key },
      );
      setOutcome(
        answer.refund.status === 'pending'
          ? t('api.staffRefundPending')
          : t('refunds.done', { amount: formatMoney(answer.refund.amount, locale) }),
      );
      await onDone();
    } catch (error) {
      setFailure(applyApiError(error, form.setError, ['amount', 'reason']));
    }
  });
  if (outcome) {
    return (
      <p role="status" className="success-banner">
        {outcome}
      </p>
    );
  }
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t('refunds.title', { id: payment.id })}
    >
      <p className="hint">{t('refunds.left', { amount: formatMoney(left, locale) })}</p>
      <Field
        label={t('refunds.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount}
        {...form.register('amount')}
      />
      <ReasonField error={errors.reason} {...form.register('reason')} />
      <FormFailure text={failure} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('refunds.sending') : t('refunds.submit')}
      </button>
    </form>
  );
}
