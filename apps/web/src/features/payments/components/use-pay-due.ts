import { formatMoney, type TPayment } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale';
import { usePayPayment } from '../api/pay-payment';
import { usePayWithPoints } from '../api/pay-with-points';

export type PayNotice = { tone: 'success' | 'info' | 'error'; text: string } | null;
export type DuePayment = TPayment & { subscriptionID: number };
/** The payment being paid now, and how. */
export type Paying = { id: number; by: 'card' | 'points' } | null;

/**
 * Paying a failed payment, by card (payment/payment-create/) or with points (bonus/subscription/), and
 * what to tell the person afterwards: the outcome, or the api's refusal in its own words (short of
 * points: "Oops... Not enough bonus points.", SPEC.md §5).
 */
export function usePayDue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const card = usePayPayment();
  const points = usePayWithPoints();
  const [notice, setNotice] = useState<PayNotice>(null);
  const refused = (error: Error) => setNotice({ tone: 'error', text: error.message });

  const byCard = (payment: TPayment) => {
    setNotice(null);
    card.mutate(payment.id, {
      onSuccess: (result) => {
        const amount = formatMoney(result.amount, locale);
        if (result.status === 'success') setNotice({ tone: 'success', text: t('payments.paid', { amount }) });
        else if (result.status === 'processing')
          setNotice({ tone: 'info', text: t('payments.payProcessing', { amount }) });
        else setNotice({ tone: 'error', text: t('payments.payDeclined', { amount }) });
      },
      onError: refused,
    });
  };

  const withPoints = (payment: DuePayment) => {
    setNotice(null);
    points.mutate(payment, {
      onSuccess: ({ bonus }) =>
        setNotice({
          tone: 'success',
          text: t('payments.paidWithPoints', {
            amount: formatMoney(payment.amount, locale),
            balance: formatMoney(bonus, locale),
          }),
        }),
      onError: refused,
    });
  };

  const paying: Paying = card.isPending
    ? { id: card.variables, by: 'card' }
    : points.isPending
      ? { id: points.variables.id, by: 'points' }
      : null;

  return { notice, paying, byCard, withPoints };
}

/**
 * A row's "Pay with points", or null: only a subscription's payment can be paid so (bonus/subscription/
 * names both).
 */
export function pointsAction(payment: TPayment, pay: (due: DuePayment) => void): (() => void) | null {
  const { subscriptionID } = payment;
  return subscriptionID === null ? null : () => pay({ ...payment, subscriptionID });
}
