const LINE_LABELS: Record<string, string> = {
  subscription: 'Оплата по подписке',
  insurance: 'Страховка от поломки и кражи',
  delivery: 'Доставка по адресу',
};

const payment = (
  id: number,
  date: string,
  status: string,
  type: string,
  amount: number,
  sub: number | null,
  refunded = 0,
) => ({
  id,
  type,
  status,
  amount,
  date,
  subscriptionID: sub,
  card: '**** 4444',
  refunded,
  // One line for the whole amount, as the payments written before the lines were itemised have.
  lines: [{ kind: type, label: LINE_LABELS[type] ?? type, amount }],
});

/** A payment/list/ answer of the contract's shape with every status and kind of payment, and a refund. */
export const PAYMENT_HISTORY = {
  statusCode: '200',
  payments: [
    payment(6, '2026-11-01T04:00:00Z', 'fail', 'subscription', 489_000, 11),
    payment(5, '2026-11-01T04:00:00Z', 'success', 'insurance', 25_000, 11),
    payment(4, '2026-10-20T08:30:00Z', 'processing', 'subscription', 1_299_050, 12),
    payment(3, '2026-10-01T04:00:00Z', 'success', 'subscription', 489_000, 11, 244_500),
    payment(2, '2026-10-01T04:00:00Z', 'success', 'insurance', 25_000, 11),
    payment(1, '2026-09-28T10:00:00Z', 'success', 'delivery', 30_000, 11),
  ],
};
