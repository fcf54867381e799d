import { HEADERS } from '@ijara/contract';
import { ZStaffRefundRequest, ZStaffRefundResponse } from '@ijara/contract/staff';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { Payments } from '../payments/index';
import { staffOf } from '../staff/index';
import { PaymentsDesk } from './service';

/** A key per refund dialog, as the staff app makes them (a UUID); anything else is refused. */
const KEY_PATTERN = /^[\w-]{16,100}$/;

function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers[HEADERS.idempotencyKey];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('missing_headers');
  return key;
}

/**
 * The staff app's refunds (issue 29, docs/decisions/041): POST /api/staff/payments/refund/, managers
 * and admins, once per Idempotency-Key.
 */
export const paymentsDeskModule = fp<{ payments: Payments }>(
  async (app, { payments }) => {
    const desk = new PaymentsDesk(app.db, payments.refunds);
    await app.staff.mount('payments/', async (scope) => {
      scope.post(
        'refund/',
        {
          schema: { body: ZStaffRefundRequest, response: { 200: ZStaffRefundResponse } },
          config: { staffAccess: 'payments.refund' },
        },
        async (request) =>
          desk.refund(
            staffOf(request),
            request.body as z.output<typeof ZStaffRefundRequest>,
            idempotencyKey(request),
            request.ip,
          ),
      );
    });
  },
  { name: 'payments-desk', dependencies: ['staff', 'payments'] },
);
