import { formatMoney, type Money, type TPayment } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { useSession } from '../../../lib/session/use-session';
import { usePayPayment } from '../api/pay-payment';
import { usePayWithPoints } from '../api/pay-with-points';

export type PayNotice = { tone: 'success' | 'info' | 'error'; text: string } | null;
export type DuePayment = TPayment & { subscriptionID: number };
/** The payment being paid now, and how. */
export type Paying = { id: number; by: 'card' | 'points' } | null;

/**
 * What a failed payment's row offers with points (docs/decisions/044): nothing without points or
 * outside a subscription, how many points are missing when there are too few (points pay only a whole
 * payment), else the action that asks to confirm.
 */
export type PointsOffer =
  | { kind: 'none' }
  | { kind: 'short'; missing: Money }
  | { kind: 'enough'; ask: () => void };

/** A points payment waiting for the person's yes, with the key that yes will send. */
export interface PointsConfirmation {
  payment: DuePayment;
  balance: Money;
  key: string;
}

/**
 * Paying a failed payment, by card (payment/payment-create/) or with points (bonus/subscription/,
 * after a confirmation), and what to tell the person afterwards: the outcome, or the api's refusal in
 * its own words (short of points: "Oops... Not enough bonus points.", SPEC.md §5).
 */
export function usePayDue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useSession((s) => s.client?.bonus ?? 0);
  const card = usePayPayment();
  const points = usePayWithPoints();
  const [notice, setNotice] = useState<PayNotice>(null);
  const [confirming, setConfirming] = useState<PointsConfirmation | null>(null);
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

  const pointsOffer = (payment: TPayment): PointsOffer => {
    const { subscriptionID } = payment;
    // bonus/subscription/ names a subscription; a person without points has nothing to pay with.
    if (subscriptionID === null || balance <= 0) return { kind: 'none' };
    if (balance < payment.amount) return { kind: 'short', missing: payment.amount - balance };
    return {
      kind: 'enough',
      ask: () => {
        points.reset();
        // One key per confirmation: a retry after a lost answer spends the points once.
        setConfirming({ payment: { ...payment, subscriptionID }, balance, key: newIdempotencyKey() });
      },
    };
  };

  const confirmPoints = () => {
    if (!confirming || points.isPending) return;
    const { payment, key } = confirming;
    setNotice(null);
    points.mutate(
      { payment, key },
      {
        onSuccess: ({ bonus }) => {
          setConfirming(null);
          setNotice({
            tone: 'success',
            text: t('payments.paidWithPoints', {
              amount: formatMoney(payment.amount, locale),
              balance: formatMoney(bonus, locale),
            }),
          });
        },
      },
    );
  };

  const paying: Paying = card.isPending
    ? { id: card.variables, by: 'card' }
    : points.isPending
      ? { id: points.variables.payment.id, by: 'points' }
      : null;

  return {
    notice,
    paying,
    byCard,
    pointsOffer,
    /** The confirmation dialog's state and answers (PointsDialog). */
    pointsDialog: {
      confirming,
      pending: points.isPending,
      error: points.error?.message ?? null,
      onConfirm: confirmPoints,
      onClose: () => {
        if (!points.isPending) setConfirming(null);
      },
    },
  };
}
