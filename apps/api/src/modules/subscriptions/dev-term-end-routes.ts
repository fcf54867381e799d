import {
  addDays,
  DEV_TERM_END_PATH,
  dayOf,
  SUBSCRIPTION_STATUS,
  todayInBishkek,
  ZDevTermEndRequest,
  ZDevTermEndResponse,
} from '@ijara/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { clients, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { rawRows } from '../../lib/raw-rows';
import { devOnly } from '../../plugins/dev-only';

const TERM = 12;

/**
 * POST /api/dev/term-end/ {phone, endsInDays} — development and tests only (devOnly, not registered in
 * production): a paid-up 12-month pickup subscription of that client whose term ends in `endsInDays`
 * days, in the client's city when it has an offer there (docs/decisions/053).
 */
export async function devTermEndRoutes(app: FastifyInstance, { clock }: { clock: Clock }): Promise<void> {
  app.post(
    DEV_TERM_END_PATH,
    {
      onRequest: devOnly,
      schema: { hide: true, body: ZDevTermEndRequest, response: { 200: ZDevTermEndResponse } },
    },
    async (request) => {
      const { phone, endsInDays } = request.body as z.output<typeof ZDevTermEndRequest>;
      const [client] = await app.db
        .select({ id: clients.id, cityId: clients.cityId })
        .from(clients)
        .where(eq(clients.phone, phone));
      if (!client) throw new AppError('not_found');
      const [offer] = await rawRows<{
        model_id: number;
        city_id: number;
        office_id: number;
        monthly: number;
      }>(
        app.db,
        sql`select p.model_id, p.city_id, o.id as office_id, p.monthly from model_prices p
            join pickup_offices o on o.city_id = p.city_id and o.active
            where p.term = ${TERM}
            order by (p.city_id = ${client.cityId ?? 0}) desc, p.model_id, p.city_id, o.position, o.id limit 1`,
      );
      if (!offer) throw new AppError('not_found');
      const endDate = addDays(todayInBishkek(clock.now()), endsInDays);
      const [first] = await rawRows<{ start: string }>(
        app.db,
        sql`select (${endDate}::date - interval '12 months')::date::text as start`,
      );
      const startDate = first?.start ?? endDate;
      const [subscription] = await app.db
        .insert(subscriptions)
        .values({
          clientId: client.id,
          modelId: offer.model_id,
          cityId: offer.city_id,
          officeId: offer.office_id,
          status: SUBSCRIPTION_STATUS.active,
          term: TERM,
          delivery: 'pickup',
          monthlyTotal: offer.monthly,
          // The value stated in the card, as checkout copies it (docs/decisions/059).
          deviceValue: sql`(select value from models where id = ${offer.model_id})`,
          rentMonthly: offer.monthly,
          startDate,
          endDate,
          nextPaymentDate: endDate,
          billingPeriod: TERM + 1,
          billingDay: dayOf(startDate),
          // Handed over on its first day (at noon in Bishkek), as a real one of that start would be.
          handedOverAt: new Date(`${startDate}T12:00:00+06:00`),
        })
        .returning({ id: subscriptions.id });
      if (!subscription) throw new AppError('internal');
      return { statusCode: '200' as const, subscriptionID: subscription.id };
    },
  );
}
