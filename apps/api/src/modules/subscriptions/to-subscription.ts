import {
  addDays,
  type Locale,
  SUBSCRIPTION_STATUS,
  type TSubscription,
  type TTerm,
  todayInBishkek,
} from '@ijara/contract';
import { pick } from '../../lib/localize';
import type { ConditionPhotoLinks } from './condition-photo-links';
import type { ListedHandover, ListedSubscription } from './repository';
import { type TermRules, toTermEnd } from './term-end';
import { type PauseRules, pausesAllowed } from './transitions';

/** The configured rules a subscription's answer states: pauses and the term's end. */
export type SubscriptionRules = PauseRules & TermRules;

const { active, pending, refusal } = SUBSCRIPTION_STATUS;

type ListedRow = ListedSubscription['subscription'];

/** Charges go on while active or paused, until the term's last period is paid (after earlier terms: 056). */
function charging(s: ListedRow): boolean {
  return (s.status === active || s.status === pending) && s.billingPeriod <= s.periodsBefore + s.term;
}

function paidUntil(s: ListedRow): string | null {
  const running = s.status === active || s.status === pending || s.status === refusal;
  return running && s.nextPaymentDate ? addDays(s.nextPaymentDate, -1) : null;
}

function toHandover(record: ListedHandover | null, clientId: number, links: ConditionPhotoLinks) {
  if (!record) return null;
  return {
    at: new Date(record.at).toISOString(),
    by: record.by ?? 'Ijara',
    imei: record.imei,
    accessories: record.accessories,
    note: record.note,
    photos: record.photos.map((photo) => ({
      thumb: links.url(photo.id, 'thumb', clientId),
      full: links.url(photo.id, 'full', clientId),
      width: photo.width,
      height: photo.height,
    })),
  };
}

/**
 * A subscription row in the shape of SPEC.md §3 (contract ZSubscription); an order whose unit is
 * expected stock states the day it arrives (`readyOn`, docs/decisions/051).
 */
export function toSubscription(
  {
    subscription: s,
    model,
    gadget,
    office,
    extras,
    handover,
    readyOn,
    booking,
    periodPayments,
    courier,
    offices,
    extension,
  }: ListedSubscription,
  locale: Locale,
  rules: SubscriptionRules,
  links: ConditionPhotoLinks,
  /** The day in Bishkek: an expected unit's day is stated until it comes. */
  today: string,
): TSubscription {
  const termEnd = toTermEnd(s, today, rules, {
    booking,
    payments: periodPayments,
    courier,
    offices,
    pick: (ru, en) => pick(locale, ru, en),
  });
  return {
    id: s.id,
    status: s.status,
    serial: s.serial,
    model: {
      id: model.id,
      name: pick(locale, model.nameRu, model.nameEn),
      gadgetID: gadget.id,
      gadgetName: pick(locale, gadget.nameRu, gadget.nameEn),
      specs: pick(locale, model.specsRu, model.specsEn),
    },
    term: s.term as TTerm,
    startDate: s.startDate,
    endDate: s.endDate,
    // A late device's next started month is charged too (docs/decisions/053).
    nextPaymentDate: charging(s) ? s.nextPaymentDate : (termEnd?.late?.nextChargeOn ?? null),
    returnDate: s.returnDate,
    insurance: s.insurance,
    delivery: s.delivery,
    pickupAddress: office ? pick(locale, office.addressRu, office.addressEn) : null,
    deliveryAddress: s.deliveryAddress,
    promo: s.promo,
    total: s.monthlyTotal,
    deviceValue: s.deviceValue,
    extras: extras.map((extra) => ({
      id: extra.id,
      name: pick(locale, extra.nameRu, extra.nameEn),
      price: extra.price,
      billing: extra.billing,
    })),
    createdAt: s.createdAt.toISOString(),
    paidUntil: paidUntil(s),
    // The day it ended: the device came back (5), or it was bought out (7, docs/decisions/055).
    closedOn:
      (s.status === SUBSCRIPTION_STATUS.closed || s.status === SUBSCRIPTION_STATUS.boughtOut) && s.closedAt
        ? todayInBishkek(s.closedAt)
        : null,
    pause: {
      allowed: pausesAllowed(s.periodsBefore + s.term, rules),
      used: s.pauseCount,
      maxDays: rules.maxDays,
      pausedOn: s.status === pending && s.pausedAt ? todayInBishkek(s.pausedAt) : null,
      resumesOn: s.status === pending ? s.pauseEndsOn : null,
    },
    handover: toHandover(handover, s.clientId, links),
    deliverySlot:
      s.status === SUBSCRIPTION_STATUS.created && s.deliveryOn && s.deliveryFrom && s.deliveryTo
        ? { date: s.deliveryOn, from: s.deliveryFrom, to: s.deliveryTo }
        : null,
    readyOn: s.status === SUBSCRIPTION_STATUS.created && readyOn !== null && readyOn > today ? readyOn : null,
    termEnd,
    extension: extension && {
      term: extension.term as TTerm,
      startsOn: extension.startsOn,
      endsOn: extension.endsOn,
      monthly: extension.monthly,
    },
    replaces: s.replacesId,
  };
}
