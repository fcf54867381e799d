import {
  type Locale,
  type Money,
  type PaymentLineDetail,
  type TPaymentLine,
  type TPaymentLineKind,
  toPaymentLine,
} from '@ijara/contract';
import { type AnyColumn, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { extras, paymentLines } from '../../db/schema/index';
import { pick } from '../../lib/localize';

/** A line of a payment about to be written. */
export interface NewPaymentLine {
  kind: TPaymentLineKind;
  amount: Money;
  extraId?: number | null;
  detail?: PaymentLineDetail | null;
}

/**
 * Writes a payment's lines in the caller's transaction (the payment's own). Lines that do not add up
 * to the amount are a bug: it throws, and the payment is not written either (docs/decisions/054).
 * Lines of 0 (pickup, a free extra) are left out.
 */
export async function insertPaymentLines(
  tx: Db,
  payment: { id: number; amount: Money },
  lines: readonly NewPaymentLine[],
): Promise<void> {
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  if (sum !== payment.amount) {
    throw new Error(`payment ${payment.id}: lines add up to ${sum}, not ${payment.amount}`);
  }
  const kept = lines.filter((line) => line.amount !== 0);
  if (kept.length === 0) return;
  await tx.insert(paymentLines).values(
    kept.map((line, position) => ({
      paymentId: payment.id,
      position,
      kind: line.kind,
      amount: line.amount,
      extraId: line.extraId ?? null,
      detail: line.detail ?? null,
    })),
  );
}

/** A line as stored, with its extra's names (null for lines that name no extra). */
export interface StoredLine {
  kind: TPaymentLineKind;
  amount: Money;
  extraId: number | null;
  detail: PaymentLineDetail | null;
  nameRu: string | null;
  nameEn: string | null;
}

/**
 * The lines of the payment whose id is `paymentId` (a column of the outer statement) as a JSON array in
 * their order, null when it has none: payment/list/ reads payments and lines in one round trip.
 */
export const storedLinesOf = (paymentId: SQL | AnyColumn) => sql<StoredLine[] | null>`(
  select json_agg(json_build_object(
    'kind', l.kind, 'amount', l.amount, 'extraId', l.extra_id, 'detail', l.detail,
    'nameRu', e.name_ru, 'nameEn', e.name_en
  ) order by l.position)
  from payment_lines l left join extras e on e.id = l.extra_id
  where l.payment_id = ${paymentId}
)`;

/** Stored lines as the answer shows them in `locale`. */
export function linesIn(locale: Locale, stored: readonly StoredLine[]): TPaymentLine[] {
  return stored.map((row) => {
    const extraName =
      row.nameRu !== null && row.nameEn !== null ? pick(locale, row.nameRu, row.nameEn) : null;
    return toPaymentLine({ ...row, extraName }, locale);
  });
}

/** The lines of these payments in `locale`, in their order; a payment without lines is absent. */
export async function paymentLinesOf(
  db: Db,
  paymentIds: readonly number[],
  locale: Locale,
): Promise<Map<number, TPaymentLine[]>> {
  const byPayment = new Map<number, TPaymentLine[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select({
      paymentId: paymentLines.paymentId,
      kind: paymentLines.kind,
      amount: paymentLines.amount,
      extraId: paymentLines.extraId,
      detail: paymentLines.detail,
      nameRu: extras.nameRu,
      nameEn: extras.nameEn,
    })
    .from(paymentLines)
    .leftJoin(extras, eq(extras.id, paymentLines.extraId))
    .where(inArray(paymentLines.paymentId, [...paymentIds]))
    .orderBy(asc(paymentLines.paymentId), asc(paymentLines.position));
  for (const row of rows) {
    const [line] = linesIn(locale, [row]);
    if (!line) continue;
    const list = byPayment.get(row.paymentId);
    if (list) list.push(line);
    else byPayment.set(row.paymentId, [line]);
  }
  return byPayment;
}
