import type { Locale } from './constants';
import { formatDate } from './dates';
import { formatMoney } from './money';
import type { TReceipt, TReceiptPeriod, TReceiptSeller } from './schemas/receipts';
import { fillText, type SpecTextKey } from './texts';

/**
 * What a receipt says, line by line, in one language: the receipt page and the PDF both print these,
 * so the two never differ (docs/decisions/028).
 */
export interface ReceiptLine {
  key: string;
  label: string;
  value: string;
}

const PURPOSE: Record<TReceipt['type'], { withModel: SpecTextKey; alone: SpecTextKey }> = {
  subscription: { withModel: 'receiptPurposeSubscription', alone: 'receiptTypeSubscription' },
  insurance: { withModel: 'receiptPurposeInsurance', alone: 'receiptTypeInsurance' },
  delivery: { withModel: 'receiptPurposeDelivery', alone: 'receiptTypeDelivery' },
};

export function receiptTitle(receipt: TReceipt, locale: Locale): string {
  return fillText('receiptTitle', locale, { id: receipt.paymentID });
}

export function receiptPurpose(receipt: TReceipt, locale: Locale): string {
  // A buy-out is a subscription payment of its own kind (docs/decisions/055): its line says so.
  if (receipt.lines.some((line) => line.kind === 'buyout')) {
    return fillText('receiptPurposeBuyout', locale, {
      model: receipt.model ?? fillText('paymentLineBuyout', locale),
    });
  }
  // What a claim costs is its own purpose (docs/decisions/059): its line names the claim.
  const claim = receipt.lines.find((line) => line.kind === 'claim');
  if (claim) return claim.label;
  const purpose = PURPOSE[receipt.type];
  return receipt.model === null
    ? fillText(purpose.alone, locale)
    : fillText(purpose.withModel, locale, { model: receipt.model });
}

function periodText(period: TReceiptPeriod, locale: Locale): string {
  const { number, term, from, to } = period;
  if (from === null || to === null) return fillText('receiptPeriodUndated', locale, { number, term });
  return fillText('receiptPeriodDates', locale, {
    number,
    term,
    from: formatDate(from, locale),
    to: formatDate(to, locale),
  });
}

/** "**** 4242" → "•••• 4242", as the payments list shows cards. */
export function maskedCard(card: string): string {
  return card.replace(/\*{4}/, '••••');
}

/** The payment: its number, date, purpose, period, how it was paid, its lines, amount and any refund. */
export function receiptLines(receipt: TReceipt, locale: Locale): ReceiptLine[] {
  const line = (key: string, label: SpecTextKey, value: string): ReceiptLine => ({
    key,
    label: fillText(label, locale),
    value,
  });
  const method =
    receipt.method === 'points' || receipt.card === null
      ? fillText('receiptMethodPoints', locale)
      : fillText('receiptMethodCard', locale, { card: maskedCard(receipt.card) });
  return [
    line('paymentId', 'receiptPaymentId', String(receipt.paymentID)),
    line('date', 'receiptDate', formatDate(receipt.date, locale)),
    line('purpose', 'receiptPurpose', receiptPurpose(receipt, locale)),
    ...(receipt.period ? [line('period', 'receiptPeriod', periodText(receipt.period, locale))] : []),
    line('method', 'receiptMethod', method),
    ...receipt.lines.map((part, index) => ({
      key: `line-${index}`,
      label: part.label,
      value: formatMoney(part.amount, locale),
    })),
    line('amount', 'receiptAmount', formatMoney(receipt.amount, locale)),
    ...(receipt.refunded > 0
      ? [line('refunded', 'receiptRefunded', formatMoney(receipt.refunded, locale))]
      : []),
  ];
}

/** Who was paid: the legal name, the tax number (when entered), the address and the contacts. */
export function sellerLines(seller: TReceiptSeller, locale: Locale): ReceiptLine[] {
  return [
    { key: 'seller', label: fillText('receiptSeller', locale), value: seller.legalName },
    ...(seller.taxNumber
      ? [{ key: 'taxNumber', label: fillText('receiptTaxNumber', locale), value: seller.taxNumber }]
      : []),
    { key: 'address', label: fillText('receiptAddress', locale), value: seller.address },
    {
      key: 'contacts',
      label: fillText('receiptContacts', locale),
      value: `${seller.phone}, ${seller.email}`,
    },
  ];
}
