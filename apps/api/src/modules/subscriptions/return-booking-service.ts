import {
  formatDate,
  type Locale,
  SUBSCRIPTION_STATUS,
  type TSubscription,
  todayInBishkek,
} from '@ijara/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deliveryFees, pickupOffices, returnBookings } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { apiText } from '../../texts';
import type { SubscriptionsService } from './service';
import { StatusRepository } from './status-repository';
import { bookingWindow, dueBackOf, type TermRules } from './term-end';

export interface BookReturnInput {
  clientId: number;
  subscriptionId: number;
  date: string;
  office?: number | undefined;
  address?: string | undefined;
  ip: string | null;
  locale: Locale;
}

const { active, refusal } = SUBSCRIPTION_STATUS;

/**
 * subscription/return-booking/ (docs/decisions/053): books or changes the return of a running
 * subscription's device, under the subscription's row lock, with its audit row. A booking is changed
 * in place until the day before its date.
 */
export class ReturnBookingService {
  private readonly repository = new StatusRepository();

  constructor(
    private readonly db: Db,
    private readonly reader: SubscriptionsService,
    private readonly rules: TermRules,
    private readonly clock: Clock,
  ) {}

  async book(input: BookReturnInput): Promise<TSubscription> {
    const today = todayInBishkek(this.clock.now());
    return this.db.transaction(async (tx) => {
      const row = await this.repository.lock(tx, input.subscriptionId, input.clientId);
      if (!row) throw new AppError('not_found', { text: 'subscriptionNotFound' });
      const dueBack = dueBackOf(row);
      if ((row.status !== active && row.status !== refusal) || dueBack === null)
        throw new AppError('status_not_allowed', { text: 'returnNotRunning' });
      const window = bookingWindow(dueBack, today, this.rules);
      if (today < window.opensOn) {
        throw new AppError('status_not_allowed', {
          text: 'returnNotYet',
          values: (locale) => ({ date: formatDate(window.opensOn, locale) }),
        });
      }
      const [before] = await tx
        .select()
        .from(returnBookings)
        .where(eq(returnBookings.subscriptionId, row.id));
      if (before && before.returnOn <= today) {
        throw new AppError('status_not_allowed', {
          text: 'returnLocked',
          values: (locale) => ({ date: formatDate(before.returnOn, locale) }),
        });
      }
      if (input.date < window.from || input.date > window.to) {
        throw new AppError('validation_failed', {
          fieldTexts: (locale) => ({
            date: apiText('returnDateOutside', locale, {
              from: formatDate(window.from, locale),
              to: formatDate(window.to, locale),
            }),
          }),
        });
      }
      if (input.office !== undefined) {
        const [office] = await tx
          .select({ id: pickupOffices.id })
          .from(pickupOffices)
          .where(
            and(
              eq(pickupOffices.id, input.office),
              eq(pickupOffices.cityId, row.cityId),
              eq(pickupOffices.active, true),
            ),
          );
        if (!office) throw new AppError('validation_failed', { fields: { office: 'returnOfficeNotInCity' } });
      } else {
        const [fee] = await tx
          .select({ cityId: deliveryFees.cityId })
          .from(deliveryFees)
          .where(eq(deliveryFees.cityId, row.cityId));
        if (!fee) throw new AppError('validation_failed', { fields: { address: 'returnNoCourier' } });
      }
      const place = { returnOn: input.date, officeId: input.office ?? null, address: input.address ?? null };
      await tx
        .insert(returnBookings)
        .values({ subscriptionId: row.id, ...place })
        .onConflictDoUpdate({
          target: returnBookings.subscriptionId,
          set: { ...place, updatedAt: sql`now()` },
        });
      await this.repository.audit(
        tx,
        { actor: 'client', ip: input.ip },
        {
          clientId: row.clientId,
          action: before ? 'subscription.return_changed' : 'subscription.return_booked',
          subscriptionId: row.id,
          details: {
            ...place,
            before: before
              ? { returnOn: before.returnOn, officeId: before.officeId, address: before.address }
              : null,
          },
        },
      );
      const answer = await this.reader.one(tx, row.id, input.locale);
      if (!answer) throw new AppError('internal');
      return answer;
    });
  }
}
