import {
  addDays,
  dayOf,
  type Locale,
  nextMonthlyDate,
  type TOrg,
  type TPaymentLine,
  type TReceipt,
  type TReceiptPeriod,
  todayInBishkek,
  toPaymentLine,
} from '@ijara/contract';
import { pick } from '../../lib/localize';
import type { ReceiptRow } from './repository';

/**
 * The month a subscription payment pays for. Month 1 begins when the device is handed over (the
 * subscription's start date, unknown before); a later month begins on the date it fell due. It ends
 * the day before the next monthly date, on the subscription's billing day (31 → 28/29 → 31).
 */
export function periodOf(row: ReceiptRow): TReceiptPeriod | null {
  if (row.type !== 'subscription' || row.subscription === null || row.period < 1) return null;
  const { term, startDate, billingDay } = row.subscription;
  const from = row.period === 1 ? startDate : row.dueAt && todayInBishkek(row.dueAt);
  if (!from) return { number: row.period, term, from: null, to: null };
  const anchor = billingDay ?? dayOf(startDate ?? from);
  return { number: row.period, term, from, to: addDays(nextMonthlyDate(from, anchor), -1) };
}

/**
 * A successful payment's row, its lines and the organisation (info/catalog/'s org) as the contract's
 * receipt. A payment made before lines were kept shows one line of its type and amount.
 */
export function toReceipt(row: ReceiptRow, org: TOrg, locale: Locale, lines: TPaymentLine[]): TReceipt {
  return {
    paymentID: row.id,
    date: (row.paidAt ?? row.createdAt).toISOString(),
    type: row.type,
    amount: row.amount,
    lines:
      lines.length > 0
        ? lines
        : [
            toPaymentLine(
              { kind: row.type, amount: row.amount, extraId: null, extraName: null, detail: null },
              locale,
            ),
          ],
    refunded: row.refundedAmount,
    method: row.bonusUsed > 0 ? 'points' : 'card',
    card: row.bonusUsed > 0 ? null : row.maskedPan,
    subscriptionID: row.subscriptionId,
    model: row.model && pick(locale, row.model.nameRu, row.model.nameEn),
    period: periodOf(row),
    seller: {
      legalName: org.legalName,
      taxNumber: org.taxNumber,
      address: org.address,
      phone: org.phone,
      email: org.email,
    },
  };
}
