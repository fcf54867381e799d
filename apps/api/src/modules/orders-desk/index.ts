import {
  ZStaffCancelRequest,
  ZStaffCancelResponse,
  ZStaffDashboardResponse,
  ZStaffDeliveryRequest,
  ZStaffDeliveryResponse,
  ZStaffHandoverRequest,
  ZStaffHandoverResponse,
  ZStaffOrderQuery,
  ZStaffOrderResponse,
  ZStaffOrdersQuery,
  ZStaffOrdersResponse,
} from '@ijara/contract/staff';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Config } from '../../config/index';
import { jobSetting } from '../../config/jobs';
import type { Mailer } from '../../messaging/mailer';
import type { Notices } from '../notices/index';
import type { Payments } from '../payments/index';
import { staffOf } from '../staff/index';
import type { Subscriptions } from '../subscriptions/index';
import { newOrderMail } from './new-order-mail';
import { OrdersDesk } from './service';
import { StaffMailSender } from './staff-mail-sender';

/** Five photos of at most HANDOVER_PHOTO_MAX_BYTES each, as base64, and the rest of the form. */
const HANDOVER_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The staff app's orders (issue 29): the hand-over queue, an order at the counter, the hand-over with
 * its condition record. Routes under /api/staff/orders/, behind the staff session and roles.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The `staff-mail` job's sender (tests run it). */
    staffMail: StaffMailSender;
  }
}

export interface OrdersDeskOptions {
  config: Config;
  subscriptions: Subscriptions;
  /** The client's courier notice. */
  notices: Notices;
  /** A new paid order is e-mailed to its operators, observed in the settling transaction. */
  payments: Payments;
  mailer: Mailer;
}

export const ordersDeskModule = fp<OrdersDeskOptions>(
  async (app, { config, subscriptions, notices, payments, mailer }) => {
    const origin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    payments.settlement.observe(newOrderMail(origin));
    const sender = new StaffMailSender(app.db, mailer, app.log);
    app.decorate('staffMail', sender);
    app.jobs.add({
      name: 'staff-mail',
      ...jobSetting(config, 'STAFF_MAIL'),
      mode: 'exclusive',
      run: () => sender.runOnce(),
    });
    const desk = new OrdersDesk(app.db, subscriptions, notices.outbox, app.clock);
    await app.staff.mount('orders/', async (scope) => {
      scope.get(
        '',
        {
          schema: { querystring: ZStaffOrdersQuery, response: { 200: ZStaffOrdersResponse } },
          config: { staffAccess: 'orders.read' },
        },
        async (request) => {
          const { office, q } = request.query as z.output<typeof ZStaffOrdersQuery>;
          return {
            statusCode: '200',
            orders: await desk.waiting(staffOf(request), office, q, request.locale),
          };
        },
      );
      scope.get(
        'one/',
        {
          schema: { querystring: ZStaffOrderQuery, response: { 200: ZStaffOrderResponse } },
          config: { staffAccess: 'orders.read' },
        },
        async (request) => ({
          statusCode: '200',
          order: await desk.one(
            staffOf(request),
            Number((request.query as { id: number }).id),
            request.locale,
          ),
        }),
      );
      scope.post(
        'handover/',
        {
          schema: { body: ZStaffHandoverRequest, response: { 200: ZStaffHandoverResponse } },
          config: { staffAccess: 'orders.handover' },
          bodyLimit: HANDOVER_BODY_LIMIT,
        },
        async (request) =>
          desk.handOver(
            staffOf(request),
            request.body as z.output<typeof ZStaffHandoverRequest>,
            request.ip,
            request.locale,
          ),
      );
      scope.get(
        'dashboard/',
        { schema: { response: { 200: ZStaffDashboardResponse } }, config: { staffAccess: 'orders.read' } },
        async (request) => desk.dashboard(staffOf(request), request.locale),
      );
      scope.post(
        'delivery/',
        {
          schema: { body: ZStaffDeliveryRequest, response: { 200: ZStaffDeliveryResponse } },
          config: { staffAccess: 'orders.handover' },
        },
        async (request) =>
          desk.scheduleDelivery(
            staffOf(request),
            request.body as z.output<typeof ZStaffDeliveryRequest>,
            request.ip,
          ),
      );
      scope.post(
        'cancel/',
        {
          schema: { body: ZStaffCancelRequest, response: { 200: ZStaffCancelResponse } },
          config: { staffAccess: 'orders.cancel' },
        },
        async (request) =>
          desk.cancel(
            staffOf(request),
            request.body as z.output<typeof ZStaffCancelRequest>,
            request.ip,
            request.locale,
          ),
      );
    });
  },
  { name: 'orders-desk', dependencies: ['staff', 'subscriptions', 'notices', 'payments', 'jobs'] },
);
