const PATTERN = /^ijara-pay-(\d{1,10})-(\d{1,4})$/;

/**
 * Try n of payment p goes to the gateway as "ijara-pay-<p>-<n>", both as our reference and as the
 * idempotency key: a repeated request can never charge twice, and a callback names the try it reports.
 */
export function chargeReference(paymentId: number, attempt: number): string {
  return `ijara-pay-${paymentId}-${attempt}`;
}

export function parseChargeReference(reference: string): { paymentId: number; attempt: number } | null {
  const match = PATTERN.exec(reference);
  if (!match) return null;
  return { paymentId: Number(match[1]), attempt: Number(match[2]) };
}

/** The gateway's idempotency key of one refund row (docs/decisions/041). */
export function refundKey(refundId: number): string {
  return `ijara-refund-${refundId}`;
}
