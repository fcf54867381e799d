import {
  ZStaffClientForbidRequest,
  ZStaffClientForbidResponse,
  ZStaffClientQuery,
  ZStaffClientResponse,
  ZStaffClientsQuery,
  ZStaffClientsResponse,
} from '@ijara/contract/staff';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { AuditTrail } from '../audit-desk/index';
import type { ClientWrites } from '../clients/index';
import { staffOf } from '../staff/index';
import { ClientsDesk } from './service';

/**
 * The staff app's clients (issue 29): search, a client's page, forbid/allow with a reason. Routes under
 * /api/staff/clients/, behind the staff session and roles.
 */
export const clientsDeskModule = fp<{ clients: ClientWrites; audit: AuditTrail }>(
  async (app, { clients, audit }) => {
    const desk = new ClientsDesk(app.db, clients, audit);
    await app.staff.mount('clients/', async (scope) => {
      scope.get(
        '',
        {
          schema: { querystring: ZStaffClientsQuery, response: { 200: ZStaffClientsResponse } },
          config: { staffAccess: 'clients.read' },
        },
        async (request) => {
          const { q } = request.query as z.output<typeof ZStaffClientsQuery>;
          return { statusCode: '200', clients: await desk.search(staffOf(request), q, request.locale) };
        },
      );
      scope.get(
        'one/',
        {
          schema: { querystring: ZStaffClientQuery, response: { 200: ZStaffClientResponse } },
          config: { staffAccess: 'clients.read' },
        },
        async (request) => ({
          statusCode: '200',
          ...(await desk.one(
            staffOf(request),
            (request.query as z.output<typeof ZStaffClientQuery>).id,
            request.locale,
          )),
        }),
      );
      scope.post(
        'forbid/',
        {
          schema: { body: ZStaffClientForbidRequest, response: { 200: ZStaffClientForbidResponse } },
          config: { staffAccess: 'clients.forbid' },
        },
        async (request) =>
          desk.forbid(
            staffOf(request),
            request.body as z.output<typeof ZStaffClientForbidRequest>,
            request.ip,
          ),
      );
    });
  },
  { name: 'clients-desk', dependencies: ['staff', 'clients', 'audit-desk'] },
);
