import {
  buildPath,
  declineTextKey,
  fillText,
  formatDate,
  formatMoney,
  type Locale,
  type SpecTextKey,
} from '@ijara/contract';
import type { NoticeChannelName } from './channel-order';

/**
 * The notices and what each is made of. Values are stored with the outbox row (numbers, ISO dates,
 * the masked card) and rendered in the client's language when the notice is sent.
 */
export interface NoticeValues {
  /** 3 days before a monthly charge. */
  charge_reminder: { subscriptionId: number; amount: number; date: string; card: string | null };
  /** A recurring charge failed; `nextAttemptAt` null when no automatic try is left. */
  charge_failed: {
    paymentId: number;
    subscriptionId: number | null;
    attempt: number;
    amount: number;
    code: string;
    nextAttemptAt: string | null;
  };
  /** Any card charge succeeded (billing, pay-now, a callback, reconciliation). */
  charge_succeeded: { paymentId: number; amount: number };
  /** The active card expires before the next charge on `date`. */
  card_expiring: { cardId: number; card: string; expiry: string; date: string };
  /**
   * A paid pickup order: its device waits at the office until `until` (then the order-expiry job);
   * `from`: it is expected stock, at the office from that day (docs/decisions/051).
   */
  order_ready: { subscriptionId: number; office: { ru: string; en: string }; until: string; from?: string };
  /** An order cancelled before its hand-over; `expired` when the order-expiry job did it. */
  order_cancelled: { subscriptionId: number; amount: number; expired: boolean };
  /** A delivery's day and time window, set by staff. */
  courier_scheduled: { subscriptionId: number; date: string; from: string; to: string };
  /**
   * The term ends (due back on `date`) in `days` days (docs/decisions/053): the choices, booking until
   * `last` (the grace's last day), each started month after it at `amount`.
   */
  term_end: { subscriptionId: number; date: string; last: string; days: number; amount: number };
  /** The day before a booked return: where (an office in both languages, or the courier's address). */
  return_reminder: {
    subscriptionId: number;
    date: string;
    office: {
      name: { ru: string; en: string };
      address: { ru: string; en: string };
      hours: { ru: string; en: string };
    } | null;
    address: string | null;
  };
  /** The device came back and the subscription closed; `owed`: what is still unpaid (0: nothing). */
  return_received: { subscriptionId: number; date: string; owed: number };
  /**
   * The contract as a PDF, after the order's first payment went through, to a verified e-mail only
   * (docs/decisions/057); the PDF is rendered when it is sent, in the client's language.
   */
  contract: { subscriptionId: number };
  /** Claims (docs/decisions/059): a claim reported (or opened by a damaged return). */
  claim_received: { claimId: number; subscriptionId: number };
  /** A claim decided with an amount to pay (charged to the card at once); `reason` is staff's words. */
  claim_decided: { claimId: number; subscriptionId: number; amount: number; reason: string };
  /** A claim closed with nothing to pay: covered, or rejected. */
  claim_closed: { claimId: number; subscriptionId: number; reason: string };
  /** A claim's amount paid (its receipt linked): the payment's own "charge succeeded" is not sent. */
  claim_paid: { claimId: number; subscriptionId: number; amount: number; paymentId: number };
}

export type NoticeKind = keyof NoticeValues;

export type StoredNotice = {
  [K in NoticeKind]: { kind: K; values: NoticeValues[K] };
}[NoticeKind];

/**
 * Transactional notices always go; marketing ones only with the client's `advertising` consent. All
 * four of today are transactional.
 */
export const NOTICE_CATEGORY: Record<NoticeKind, 'transactional' | 'marketing'> = {
  charge_reminder: 'transactional',
  charge_failed: 'transactional',
  charge_succeeded: 'transactional',
  card_expiring: 'transactional',
  order_ready: 'transactional',
  order_cancelled: 'transactional',
  courier_scheduled: 'transactional',
  term_end: 'transactional',
  return_reminder: 'transactional',
  return_received: 'transactional',
  contract: 'transactional',
  claim_received: 'transactional',
  claim_decided: 'transactional',
  claim_closed: 'transactional',
  claim_paid: 'transactional',
};

/**
 * Notices that go by one channel only, whatever the client's order: the contract is a PDF, so it goes
 * by e-mail (a verified address) or not at all.
 */
export const ONLY_CHANNELS: Partial<Record<NoticeKind, readonly NoticeChannelName[]>> = {
  contract: ['email'],
};

/** Each notice once: the outbox's unique key. */
export const dedupeKey = {
  chargeReminder: (subscriptionId: number, date: string) => `charge-reminder:${subscriptionId}:${date}`,
  chargeFailed: (paymentId: number, attempt: number) => `charge-failed:${paymentId}:${attempt}`,
  chargeSucceeded: (paymentId: number) => `charge-succeeded:${paymentId}`,
  cardExpiring: (cardId: number, expiry: string) => `card-expiring:${cardId}:${expiry}`,
  orderReady: (subscriptionId: number) => `order-ready:${subscriptionId}`,
  orderCancelled: (subscriptionId: number) => `order-cancelled:${subscriptionId}`,
  courierScheduled: (subscriptionId: number, date: string, from: string) =>
    `courier:${subscriptionId}:${date}:${from}`,
  termEnd: (subscriptionId: number, dueBack: string, days: number) =>
    `term-end:${subscriptionId}:${dueBack}:${days}`,
  returnReminder: (subscriptionId: number, date: string) => `return-reminder:${subscriptionId}:${date}`,
  returnReceived: (subscriptionId: number) => `return-received:${subscriptionId}`,
  contract: (subscriptionId: number) => `contract:${subscriptionId}`,
  claimReceived: (claimId: number) => `claim-received:${claimId}`,
  claimDecided: (claimId: number) => `claim-decided:${claimId}`,
  claimClosed: (claimId: number) => `claim-closed:${claimId}`,
  claimPaid: (claimId: number) => `claim-paid:${claimId}`,
};

const SUBJECT: Record<NoticeKind, SpecTextKey> = {
  charge_reminder: 'noticeSubjectChargeReminder',
  charge_failed: 'noticeSubjectChargeFailed',
  charge_succeeded: 'noticeSubjectChargeSucceeded',
  card_expiring: 'noticeSubjectCardExpiring',
  order_ready: 'noticeSubjectOrderReady',
  order_cancelled: 'noticeSubjectOrderCancelled',
  courier_scheduled: 'noticeSubjectCourier',
  term_end: 'noticeSubjectTermEnd',
  return_reminder: 'noticeSubjectReturnReminder',
  return_received: 'noticeSubjectReturnReceived',
  contract: 'noticeSubjectContract',
  claim_received: 'noticeSubjectClaimReceived',
  claim_decided: 'noticeSubjectClaimDecided',
  claim_closed: 'noticeSubjectClaimClosed',
  claim_paid: 'noticeSubjectClaimPaid',
};

export interface RenderedNotice {
  subject: string;
  text: string;
}

/** A subscription's device by its model's name in both languages (NoticeRepository.deviceOf). */
export type NoticeDevice = { ru: string; en: string };

/**
 * The notice's subject (e-mail) and text in `locale`, with absolute links on `origin`. Charge notices
 * name the `device` they are for (a client may rent several); without one they say "device".
 */
export function renderNotice(
  notice: StoredNotice,
  locale: Locale,
  origin: string,
  device: NoticeDevice | null = null,
): RenderedNotice {
  const subject = fillText(SUBJECT[notice.kind], locale);
  const named = device?.[locale] ?? fillText('noticeDeviceUnknown', locale);
  const money = (amount: number) => formatMoney(amount, locale);
  const date = (value: string) => formatDate(value, locale, 'long');
  const link = (path: string) => `${origin}${path}`;
  switch (notice.kind) {
    case 'charge_reminder': {
      const { amount, card } = notice.values;
      const values = {
        amount: money(amount),
        device: named,
        date: date(notice.values.date),
        link: link(buildPath('cards', {}, locale)),
      };
      const text = card
        ? fillText('noticeChargeReminder', locale, { ...values, card })
        : fillText('noticeChargeReminderNoCard', locale, values);
      return { subject, text };
    }
    case 'charge_failed': {
      const { amount, code, nextAttemptAt, subscriptionId } = notice.values;
      const filter = subscriptionId === null ? '' : `?subscription=${subscriptionId}`;
      const values = {
        amount: money(amount),
        device: named,
        reason: fillText(declineTextKey(code), locale),
        link: link(`${buildPath('payments', {}, locale)}${filter}`),
      };
      const text = nextAttemptAt
        ? fillText('noticeChargeFailedRetry', locale, { ...values, date: date(nextAttemptAt) })
        : fillText('noticeChargeFailedFinal', locale, values);
      return { subject, text };
    }
    case 'charge_succeeded': {
      const { amount, paymentId } = notice.values;
      const values = {
        amount: money(amount),
        device: named,
        link: link(buildPath('paymentReceipt', { payment: String(paymentId) }, locale)),
      };
      return { subject, text: fillText('noticeChargeSucceeded', locale, values) };
    }
    case 'card_expiring': {
      const values = {
        card: notice.values.card,
        date: date(notice.values.date),
        link: link(buildPath('cards', {}, locale)),
      };
      return { subject, text: fillText('noticeCardExpiring', locale, values) };
    }
    case 'order_ready': {
      const { subscriptionId, office, until, from } = notice.values;
      const values = {
        id: String(subscriptionId),
        office: office[locale],
        date: date(until),
        link: link(buildPath('subscription', { subscription: String(subscriptionId) }, locale)),
      };
      if (from)
        return { subject, text: fillText('noticeOrderReadyFrom', locale, { ...values, from: date(from) }) };
      return { subject, text: fillText('noticeOrderReady', locale, values) };
    }
    case 'order_cancelled': {
      const { subscriptionId, amount, expired } = notice.values;
      const values = {
        id: String(subscriptionId),
        amount: money(amount),
        link: link(buildPath('payments', {}, locale)),
      };
      return {
        subject,
        text: fillText(expired ? 'noticeOrderExpired' : 'noticeOrderCancelled', locale, values),
      };
    }
    case 'courier_scheduled': {
      const { subscriptionId, from, to } = notice.values;
      const values = {
        id: String(subscriptionId),
        date: date(notice.values.date),
        from,
        to,
        link: link(buildPath('subscription', { subscription: String(subscriptionId) }, locale)),
      };
      return { subject, text: fillText('noticeCourier', locale, values) };
    }
    case 'term_end': {
      const { subscriptionId, amount, last } = notice.values;
      const values = {
        device: named,
        date: date(notice.values.date),
        last: date(last),
        amount: money(amount),
        link: link(buildPath('subscription', { subscription: String(subscriptionId) }, locale)),
      };
      return { subject, text: fillText('noticeTermEnd', locale, values) };
    }
    case 'return_reminder': {
      const { subscriptionId, office, address } = notice.values;
      const values = {
        device: named,
        date: date(notice.values.date),
        link: link(buildPath('subscription', { subscription: String(subscriptionId) }, locale)),
      };
      if (office === null)
        return {
          subject,
          text: fillText('noticeReturnReminderCourier', locale, { ...values, address: address ?? '' }),
        };
      const place = {
        office: office.name[locale],
        address: office.address[locale],
        hours: office.hours[locale],
      };
      return { subject, text: fillText('noticeReturnReminder', locale, { ...values, ...place }) };
    }
    case 'return_received': {
      const { subscriptionId, owed } = notice.values;
      const values = { device: named, date: date(notice.values.date), id: String(subscriptionId) };
      if (owed === 0) return { subject, text: fillText('noticeReturnReceived', locale, values) };
      const pay = link(`${buildPath('payments', {}, locale)}?subscription=${subscriptionId}`);
      return {
        subject,
        text: fillText('noticeReturnReceivedOwed', locale, { ...values, amount: money(owed), link: pay }),
      };
    }
    case 'contract': {
      const { subscriptionId } = notice.values;
      const values = {
        id: String(subscriptionId),
        device: named,
        link: link(buildPath('subscription', { subscription: String(subscriptionId) }, locale)),
      };
      return { subject, text: fillText('noticeContract', locale, values) };
    }
    case 'claim_received':
    case 'claim_decided':
    case 'claim_closed':
    case 'claim_paid':
      return { subject, text: claimText(notice, locale, named, money, link) };
  }
}

type ClaimNotice = Extract<StoredNotice, { kind: `claim_${string}` }>;

/** A claim's notice (docs/decisions/059): its number, and the subscription's page where it is shown. */
function claimText(
  notice: ClaimNotice,
  locale: Locale,
  device: string,
  money: (amount: number) => string,
  link: (path: string) => string,
): string {
  const { claimId, subscriptionId } = notice.values;
  const values = {
    id: String(claimId),
    device,
    link: link(buildPath('subscription', { subscription: String(subscriptionId) }, locale)),
  };
  switch (notice.kind) {
    case 'claim_received':
      return fillText('noticeClaimReceived', locale, values);
    case 'claim_decided':
      return fillText('noticeClaimDecided', locale, {
        ...values,
        amount: money(notice.values.amount),
        reason: sentence(notice.values.reason),
      });
    case 'claim_closed':
      return fillText('noticeClaimClosed', locale, { ...values, reason: sentence(notice.values.reason) });
    case 'claim_paid':
      return fillText('noticeClaimPaid', locale, {
        ...values,
        amount: money(notice.values.amount),
        link: link(buildPath('paymentReceipt', { payment: String(notice.values.paymentId) }, locale)),
      });
  }
}

/** Staff's reason as a sentence of the notice: ending with its stop. */
function sentence(reason: string): string {
  const text = reason.trim();
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
