import {
  fillText,
  formatCount,
  formatDate,
  formatMoney,
  formatPhone,
  type Locale,
  type SpecTextKey,
  type TDocument,
  type TOrg,
  type TPaymentLine,
  todayInBishkek,
  toPaymentLine,
} from '@ijara/contract';
import type { LabelledLine } from '../../lib/pdf/layout';
import type { ContractExtra, ContractRow, FirstPayment } from './repository';

/** Everything a contract's PDF prints, in one language (docs/decisions/057). */
export interface ContractDocument {
  title: string;
  /** The organisation's legal name: the header's, and the PDF's author. */
  seller: string;
  lead: string;
  details: LabelledLine[];
  /** The monthly payment line by line, its total last. */
  monthly: LabelledLine[];
  /** The first payment line by line and what was paid; null when nothing was due at checkout. */
  firstPayment: LabelledLine[] | null;
  /** The early-exit and late-return rules with this order's numbers. */
  rules: LabelledLine[];
  /** The public offer the client accepted (info/oferta/). */
  offer: TDocument;
  note: string;
}

export interface ContractInput {
  row: ContractRow;
  extras: ContractExtra[];
  first: FirstPayment | null;
  firstLines: TPaymentLine[];
  offer: TDocument;
  org: TOrg;
  /** After the due-back day, the days before late months are charged (RETURN_GRACE_DAYS). */
  graceDays: number;
  now: Date;
}

/**
 * The monthly payment as the billing job writes its lines (billing/monthly-lines.ts): the rent (what is
 * left of the total), insurance, each monthly extra, the discount; lines of 0 left out.
 */
export function monthlyLines(row: ContractRow, extras: ContractExtra[], locale: Locale): TPaymentLine[] {
  const monthly = extras.filter((extra) => extra.billing === 'monthly');
  const rent =
    row.monthlyTotal - row.insuranceMonthly + row.discount - monthly.reduce((sum, x) => sum + x.price, 0);
  const line = (kind: TPaymentLine['kind'], amount: number, extra?: ContractExtra) =>
    toPaymentLine(
      {
        kind,
        amount,
        extraId: extra?.id ?? null,
        extraName: extra ? extra.name[locale] : null,
        detail: kind === 'subscription' ? { term: row.term } : null,
      },
      locale,
    );
  return [
    line('subscription', rent),
    line('insurance', row.insuranceMonthly),
    ...monthly.map((extra) => line('extra', extra.price, extra)),
    line('discount', -row.discount),
  ].filter((part) => part.amount !== 0);
}

/** The contract of `input.row` in `locale`: the order's details, its payments and rules, the offer. */
export function contractDocument(input: ContractInput, locale: Locale): ContractDocument {
  const { row, extras, first, org } = input;
  const text = (key: SpecTextKey, values: Record<string, string | number> = {}) =>
    fillText(key, locale, values);
  const money = (amount: number) => formatMoney(amount, locale);
  const date = (value: string | Date) => formatDate(value, locale);
  const months = (count: number) => formatCount(count, 'month', locale);
  const line = (label: SpecTextKey, value: string): LabelledLine => ({ label: text(label), value });

  const paid = first?.status === 'success' ? first : null;
  const concluded = paid?.paidAt ?? row.createdAt;
  const name = [row.client.lastName, row.client.firstName, row.client.patronymic]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const extrasText =
    extras.length === 0
      ? text('contractExtrasNone')
      : extras
          .map((extra) =>
            text(extra.billing === 'monthly' ? 'contractExtraMonthly' : 'contractExtraOnce', {
              name: extra.name[locale],
              amount: money(extra.price),
            }),
          )
          .join('; ');
  const receiving =
    row.delivery === 'delivery'
      ? text('contractDelivery', { address: row.deliveryAddress ?? '—' })
      : text('contractPickup', {
          office: row.office?.name[locale] ?? '—',
          address: row.office?.address[locale] ?? '—',
        });

  const details: LabelledLine[] = [
    line('contractNumber', String(row.id)),
    line('contractDate', date(concluded)),
    line('contractClient', name || '—'),
    line('contractPhone', formatPhone(row.client.phone)),
    line('contractDevice', row.model[locale]),
    line('contractSerial', row.serial ?? text('contractSerialLater')),
    line('contractCity', row.city[locale]),
    line('contractTerm', months(row.term)),
    line('contractStart', row.startDate ? date(row.startDate) : text('contractStartLater')),
    line(
      'contractEnd',
      row.endDate ? date(row.endDate) : text('contractEndLater', { term: months(row.term) }),
    ),
    line(
      'contractInsurance',
      row.insurance
        ? text('contractInsuranceOn', { amount: money(row.insuranceMonthly) })
        : text('contractInsuranceOff'),
    ),
    line('contractExtras', extrasText),
    line('contractReceiving', receiving),
  ];

  const asLines = (parts: TPaymentLine[]) =>
    parts.map((part) => ({ label: part.label, value: money(part.amount) }));
  const monthly = [
    ...asLines(monthlyLines(row, extras, locale)),
    line('contractMonthlyTotal', money(row.monthlyTotal)),
  ];
  const firstPayment =
    first === null
      ? null
      : [
          ...asLines(input.firstLines),
          line(
            'contractFirstPaymentTotal',
            paid?.paidAt
              ? text('contractFirstPaymentPaid', { amount: money(first.amount), date: date(paid.paidAt) })
              : money(first.amount),
          ),
        ];

  const tariffs = Object.entries(row.termPrices ?? {})
    .map(([term, price]) => [Number(term), price] as const)
    .filter(([term, price]) => Number.isInteger(term) && term > 0 && Number.isInteger(price))
    .sort(([a], [b]) => a - b)
    .map(([term, price]) => text('contractTermPrice', { term: months(term), amount: money(price) }));
  const rules: LabelledLine[] = [
    line('contractEarlyExit', text('contractEarlyExitRule')),
    ...(tariffs.length > 0 ? [line('contractTariffs', tariffs.join('; '))] : []),
    line(
      'contractLateReturn',
      text('contractLateReturnRule', {
        days: formatCount(input.graceDays, 'dayWithin', locale),
        amount: money(row.monthlyTotal),
      }),
    ),
  ];

  return {
    title: text('contractTitle', { id: row.id }),
    seller: org.legalName,
    lead: paid
      ? text('contractLead', { date: date(concluded) })
      : text('contractLeadUnpaid', { date: date(concluded) }),
    details,
    monthly,
    firstPayment,
    rules,
    offer: input.offer,
    note: text('contractNote', {
      date: date(todayInBishkek(input.now)),
      email: org.email,
      phone: org.phone,
    }),
  };
}
