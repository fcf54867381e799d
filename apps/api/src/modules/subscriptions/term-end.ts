import { addDays, laterOf, SUBSCRIPTION_STATUS, type TTermEnd } from '@ijara/contract';

/** The term-end rules of the configuration (docs/decisions/053). */
export interface TermRules {
  /** Booking opens this many days before the due-back day. */
  returnWindowDays: number;
  /** Days after the due-back day a return may still be booked; then each started month is charged. */
  returnGraceDays: number;
}

/** The fields of a subscription row the term end is decided from. */
export interface TermRow {
  status: number;
  endDate: string | null;
  returnDate: string | null;
  nextPaymentDate: string | null;
  monthlyTotal: number;
}

/** A pickup office in both languages. */
export interface CityOffice {
  id: number;
  nameRu: string;
  nameEn: string;
  addressRu: string;
  addressEn: string;
  hoursRu: string;
  hoursEn: string;
}

/** A booked return as read with the subscription (office in both languages). */
export interface BookedReturn {
  date: string;
  office: CityOffice | null;
  address: string | null;
}

/** One monthly payment of the subscription: its period's day, status and amount. */
export interface PeriodPayment {
  dueOn: string;
  status: string;
  amount: number;
}

/**
 * The day the device is due back: the term's end while active (2), the return date after an
 * unsubscribe (4); null in any other status (no device out, or a pause: its end moves).
 */
export function dueBackOf(row: Pick<TermRow, 'status' | 'endDate' | 'returnDate'>): string | null {
  if (row.status === SUBSCRIPTION_STATUS.active) return row.endDate;
  if (row.status === SUBSCRIPTION_STATUS.refusal) return row.returnDate;
  return null;
}

/**
 * The days a return may be booked on `today`: from tomorrow (and not before the window opens) to the
 * grace's last day; a device already late may still be booked for the next `grace` days.
 */
export function bookingWindow(dueBack: string, today: string, rules: TermRules) {
  const opensOn = addDays(dueBack, -rules.returnWindowDays);
  const lastDay = addDays(dueBack, rules.returnGraceDays);
  return {
    opensOn,
    lastDay,
    from: laterOf(opensOn, addDays(today, 1)),
    to: laterOf(lastDay, addDays(today, Math.max(1, rules.returnGraceDays))),
  };
}

/** The first day a late month is charged: the day after the grace. */
export function lateFrom(dueBack: string, rules: TermRules): string {
  return addDays(dueBack, rules.returnGraceDays + 1);
}

export function toTermEnd(
  row: TermRow,
  today: string,
  rules: TermRules,
  extra: {
    booking: BookedReturn | null;
    payments: PeriodPayment[];
    courier: boolean;
    offices: CityOffice[];
    pick: (ru: string, en: string) => string;
  },
): TTermEnd | null {
  const dueBack = dueBackOf(row);
  if (dueBack === null) return null;
  const { opensOn, lastDay, from, to } = bookingWindow(dueBack, today, rules);
  const since = lateFrom(dueBack, rules);
  const { booking, pick } = extra;
  const localized = (office: CityOffice) => ({
    id: office.id,
    name: pick(office.nameRu, office.nameEn),
    address: pick(office.addressRu, office.addressEn),
    hours: pick(office.hoursRu, office.hoursEn),
  });
  const late = (() => {
    if (today < since) return null;
    const months = extra.payments.filter((payment) => payment.dueOn >= since);
    const sum = (which: (status: string) => boolean) =>
      months.filter((payment) => which(payment.status)).reduce((total, payment) => total + payment.amount, 0);
    const unpaid = sum((status) => status !== 'success');
    return {
      since,
      months: months.length,
      paid: sum((status) => status === 'success'),
      unpaid,
      nextChargeOn: unpaid > 0 || row.nextPaymentDate === null ? null : laterOf(row.nextPaymentDate, since),
      monthly: row.monthlyTotal,
    };
  })();
  return {
    dueBack,
    opensOn,
    window: { from, to },
    bookable: today >= opensOn,
    courier: extra.courier,
    offices: extra.offices.map(localized),
    booking: booking && {
      date: booking.date,
      office: booking.office && localized(booking.office),
      address: booking.address,
      changeable: today < booking.date,
    },
    // Extending and a newer model (docs/decisions/056): status 2, from opensOn to the grace's last day.
    choices: row.status === SUBSCRIPTION_STATUS.active && today >= opensOn && today <= lastDay,
    late,
  };
}
