import {
  DEV_BILLING_PATH,
  SUBSCRIPTION_STATUS,
  todayInBishkek,
  ZDevBillingRequest,
  ZDevBillingResponse,
} from '@ijara/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { clients, subscriptions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { rawRows } from '../../lib/raw-rows';
import { devOnly } from '../../plugins/dev-only';

/**
 * POST /api/dev/billing/ {phone} — a demo subscription due today for that client (the first model of
 * the catalogue, 12 months, pickup), then one billing run. Development and tests only: e2e journeys
 * use it to get a payment before checkout exists.
 */
export async function devBillingRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    DEV_BILLING_PATH,
    {
      onRequest: devOnly,
      schema: { hide: true, body: ZDevBillingRequest, response: { 200: ZDevBillingResponse } },
    },
    async (request) => {
      const { phone } = request.body as z.output<typeof ZDevBillingRequest>;
      const [client] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.phone, phone));
      if (!client) throw new AppError('not_found');
      const [offer] = await rawRows<{
        model_id: number;
        city_id: number;
        office_id: number;
        monthly: number;
      }>(
        app.db,
        sql`select p.model_id, p.city_id, o.id as office_id, p.monthly from model_prices p
            join pickup_offices o on o.city_id = p.city_id
            where p.term = 12 order by p.model_id, p.city_id, o.id limit 1`,
      );
      if (!offer) throw new AppError('not_found');
      const today = todayInBishkek();
      const [subscription] = await app.db
        .insert(subscriptions)
        .values({
          clientId: client.id,
          modelId: offer.model_id,
          cityId: offer.city_id,
          officeId: offer.office_id,
          status: SUBSCRIPTION_STATUS.active,
          term: 12,
          delivery: 'pickup',
          monthlyTotal: offer.monthly,
          // The value stated in the card, as checkout copies it (docs/decisions/059).
          deviceValue: sql`(select value from models where id = ${offer.model_id})`,
          startDate: today,
          nextPaymentDate: today,
          billingPeriod: 2,
        })
        .returning({ id: subscriptions.id });
      if (!subscription) throw new AppError('internal');
      await app.billing.runOnce();
      return { statusCode: '200' as const, subscriptionID: subscription.id };
    },
  );
}
