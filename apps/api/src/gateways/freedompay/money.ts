import type { Money } from '@ijara/contract';

/** Tyiyn → Freedom Pay's amount in som: "2500", "2500.5" (a point, at most two decimals). */
export function toSom(amount: Money): string {
  return amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2).replace(/0$/, '');
}

/** "2500", "-10", "482.50" → tyiyn (sign dropped: refunds are reported negative); null when malformed. */
export function fromSom(value: string): Money | null {
  const match = /^-?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
