import {
  ZStaffReturnQuery,
  ZStaffReturnReceivedResponse,
  ZStaffReturnRequest,
  ZStaffReturnResponse,
  ZStaffReturnsQuery,
  ZStaffReturnsResponse,
} from '@ijara/contract/staff';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { staffOf } from '../staff/index';
import type { Subscriptions } from '../subscriptions/index';
import { ReturnsDesk } from './service';

/** Five photos of at most HANDOVER_PHOTO_MAX_BYTES each, as base64, and the rest of the form. */
const RETURN_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The staff app's returns (issue 29): the devices due back, one return at the counter, and its receipt
 * with a condition record. Routes under /api/staff/returns/, behind the staff session and roles.
 */
export const returnsDeskModule = fp<{ subscriptions: Subscriptions }>(
  async (app, { subscriptions }) => {
    const desk = new ReturnsDesk(app.db, subscriptions);
    await app.staff.mount('returns/', async (scope) => {
      scope.get(
        '',
        {
          schema: { querystring: ZStaffReturnsQuery, response: { 200: ZStaffReturnsResponse } },
          config: { staffAccess: 'orders.read' },
        },
        async (request) => {
          const { q } = request.query as z.output<typeof ZStaffReturnsQuery>;
          return { statusCode: '200', returns: await desk.due(staffOf(request), q, request.locale) };
        },
      );
      scope.get(
        'one/',
        {
          schema: { querystring: ZStaffReturnQuery, response: { 200: ZStaffReturnResponse } },
          config: { staffAccess: 'orders.read' },
        },
        async (request) => ({
          statusCode: '200',
          return: await desk.one(
            staffOf(request),
            (request.query as z.output<typeof ZStaffReturnQuery>).id,
            request.locale,
          ),
        }),
      );
      scope.post(
        'receive/',
        {
          schema: { body: ZStaffReturnRequest, response: { 200: ZStaffReturnReceivedResponse } },
          config: { staffAccess: 'orders.return' },
          bodyLimit: RETURN_BODY_LIMIT,
        },
        async (request) =>
          desk.receive(
            staffOf(request),
            request.body as z.output<typeof ZStaffReturnRequest>,
            request.ip,
            request.locale,
          ),
      );
    });
  },
  { name: 'returns-desk', dependencies: ['staff', 'subscriptions'] },
);
