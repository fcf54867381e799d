import type { Locale } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../../src/db/schema/index';
import { apiInject } from '../../helpers/request';

export function setStatus(
  app: FastifyInstance,
  token: string,
  subscriptionID: unknown,
  status: unknown,
  locale: Locale = 'ru',
) {
  return apiInject(app, { path: 'subscription/setstatus/', body: { subscriptionID, status }, token, locale });
}

/** The audit rows of a subscription, oldest first. */
export async function auditOf(app: FastifyInstance, subscriptionId: number) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'subscription'), eq(auditLog.entityId, String(subscriptionId))))
    .orderBy(auditLog.id);
}

/** Moves the app's clock (payments, billing and subscriptions share it) to an instant. */
export function setNow(app: FastifyInstance, iso: string): void {
  app.clock.now = () => new Date(iso);
}
