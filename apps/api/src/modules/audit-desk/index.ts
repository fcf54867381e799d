import {
  AUDIT_PAGE_SIZE,
  ZStaffAuditKindsResponse,
  ZStaffAuditQuery,
  ZStaffAuditResponse,
} from '@ijara/contract/staff';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AuditTrail } from './trail';

export type { AuditTrail };

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log as staff read it; the clients and stock desks show a client's or unit's trail. */
    auditTrail: AuditTrail;
  }
}

/** The staff app's audit view (issue 29): `/api/staff/audit/`, for managers and admins. */
export const auditDeskModule = fp(
  async (app) => {
    const trail = new AuditTrail(app.db);
    app.decorate('auditTrail', trail);
    await app.staff.mount('audit/', async (scope) => {
      scope.get(
        '',
        {
          schema: { querystring: ZStaffAuditQuery, response: { 200: ZStaffAuditResponse } },
          config: { staffAccess: 'audit.read' },
        },
        async (request) => ({
          statusCode: '200',
          ...(await trail.page(request.query as z.output<typeof ZStaffAuditQuery>, AUDIT_PAGE_SIZE)),
        }),
      );
      scope.get(
        'kinds/',
        { schema: { response: { 200: ZStaffAuditKindsResponse } }, config: { staffAccess: 'audit.read' } },
        async () => ({ statusCode: '200', actions: await trail.actions() }),
      );
    });
  },
  { name: 'audit-desk', dependencies: ['staff'] },
);
