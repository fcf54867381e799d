import {
  ZStaffClaimDecideRequest,
  ZStaffClaimDecideResponse,
  ZStaffClaimQuery,
  ZStaffClaimResponse,
  ZStaffClaimsQuery,
  ZStaffClaimsResponse,
  ZStaffClaimTakeRequest,
} from '@ijara/contract/staff';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AuditTrail } from '../audit-desk/index';
import type { Claims } from '../claims/index';
import { staffOf } from '../staff/index';
import { ClaimsDesk } from './service';

const ZFileQuery = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  size: z.enum(['thumb', 'full']).default('full'),
});
type FileQuery = z.output<typeof ZFileQuery>;

/**
 * The staff app's claims (docs/decisions/059): `/api/staff/claims/`, behind the staff session and roles.
 * `claims.read` lists, opens and takes; `claims.decide` decides. Files are served to the session only,
 * never cached.
 */
export const claimsDeskModule = fp<{ claims: Claims; audit: AuditTrail }>(
  async (app, { claims, audit }) => {
    const desk = new ClaimsDesk(app.db, claims, audit, app.clock);
    await app.staff.mount('claims/', async (scope) => {
      scope.get(
        '',
        {
          schema: { querystring: ZStaffClaimsQuery, response: { 200: ZStaffClaimsResponse } },
          config: { staffAccess: 'claims.read' },
        },
        async (request) => ({
          statusCode: '200',
          claims: await desk.list(
            staffOf(request),
            request.query as z.output<typeof ZStaffClaimsQuery>,
            request.locale,
          ),
        }),
      );
      scope.get(
        'one/',
        {
          schema: { querystring: ZStaffClaimQuery, response: { 200: ZStaffClaimResponse } },
          config: { staffAccess: 'claims.read' },
        },
        async (request) => ({
          statusCode: '200',
          claim: await desk.one(
            staffOf(request),
            (request.query as z.output<typeof ZStaffClaimQuery>).id,
            request.locale,
          ),
        }),
      );
      scope.post(
        'take/',
        {
          schema: { body: ZStaffClaimTakeRequest, response: { 200: ZStaffClaimResponse } },
          config: { staffAccess: 'claims.read' },
        },
        async (request) => {
          const body = request.body as z.output<typeof ZStaffClaimTakeRequest>;
          return {
            statusCode: '200',
            claim: await desk.take(staffOf(request), body.id, body.version, request.ip, request.locale),
          };
        },
      );
      scope.post(
        'decide/',
        {
          schema: { body: ZStaffClaimDecideRequest, response: { 200: ZStaffClaimDecideResponse } },
          config: { staffAccess: 'claims.decide' },
        },
        async (request) => ({
          statusCode: '200',
          ...(await desk.decide(
            staffOf(request),
            request.body as z.output<typeof ZStaffClaimDecideRequest>,
            request.ip,
            request.locale,
          )),
        }),
      );
      scope.get(
        'file/',
        { schema: { querystring: ZFileQuery }, config: { staffAccess: 'claims.read' } },
        async (request, reply) => {
          const { id, size } = request.query as FileQuery;
          const file = await desk.file(staffOf(request), id, size);
          if (file.type === 'pdf')
            reply.header('content-disposition', 'inline; filename="police-report.pdf"');
          return reply.type(file.type === 'pdf' ? 'application/pdf' : 'image/webp').send(file.bytes);
        },
      );
      scope.get(
        'condition-photo/',
        { schema: { querystring: ZFileQuery }, config: { staffAccess: 'claims.read' } },
        async (request, reply) => {
          const { id, size } = request.query as FileQuery;
          return reply.type('image/webp').send(await desk.conditionPhoto(staffOf(request), id, size));
        },
      );
    });
  },
  { name: 'claims-desk', dependencies: ['staff', 'claims', 'audit-desk'] },
);
