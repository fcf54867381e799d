import {
  ZStaffStockAddRequest,
  ZStaffStockAddResponse,
  ZStaffStockQuery,
  ZStaffStockResponse,
  ZStaffUnitChangedResponse,
  ZStaffUnitQuery,
  ZStaffUnitResponse,
  ZStaffUnitStateRequest,
  ZStaffUnitTransferRequest,
  ZStaffUnitUpdateRequest,
} from '@ijara/contract/staff';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { AuditTrail } from '../audit-desk/index';
import { staffOf } from '../staff/index';
import type { EditBody } from './edits';
import { StockDesk } from './service';

const EDITS = {
  'update/': { kind: 'update', schema: ZStaffUnitUpdateRequest },
  'transfer/': { kind: 'transfer', schema: ZStaffUnitTransferRequest },
  'state/': { kind: 'state', schema: ZStaffUnitStateRequest },
} as const;

/** The most a paste of STOCK_ADD_MAX_UNITS lines takes, as JSON. */
const ADD_BODY_LIMIT = 256 * 1024;

function editRoutes(scope: FastifyInstance, desk: StockDesk): void {
  for (const [path, { kind, schema }] of Object.entries(EDITS)) {
    scope.post(
      path,
      {
        schema: { body: schema, response: { 200: ZStaffUnitChangedResponse } },
        config: { staffAccess: 'stock.manage' },
      },
      async (request) => ({
        statusCode: '200',
        unit: await desk.edit(
          staffOf(request),
          { kind, ...(request.body as object) } as EditBody,
          request.ip,
          request.locale,
        ),
      }),
    );
  }
}

/**
 * The staff app's stock (issue 30): device units by office, model and state, a unit's page and
 * history, the bulk add, edits, transfers, repair and retirement. Routes under /api/staff/stock/.
 */
export const stockDeskModule = fp<{ audit: AuditTrail; onStockChanged: () => void }>(
  async (app, { audit, onStockChanged }) => {
    const desk = new StockDesk({
      db: app.db,
      clock: app.clock,
      offices: app.staff.accounts,
      audit,
      onStockChanged,
    });
    await app.staff.mount('stock/', async (scope) => {
      scope.get(
        '',
        {
          schema: { querystring: ZStaffStockQuery, response: { 200: ZStaffStockResponse } },
          config: { staffAccess: 'stock.read' },
        },
        async (request) => ({
          statusCode: '200',
          ...(await desk.list(
            staffOf(request),
            request.query as z.output<typeof ZStaffStockQuery>,
            request.locale,
          )),
        }),
      );
      scope.get(
        'one/',
        {
          schema: { querystring: ZStaffUnitQuery, response: { 200: ZStaffUnitResponse } },
          config: { staffAccess: 'stock.read' },
        },
        async (request) => ({
          statusCode: '200',
          ...(await desk.one(
            staffOf(request),
            (request.query as z.output<typeof ZStaffUnitQuery>).id,
            request.locale,
          )),
        }),
      );
      scope.post(
        'add/',
        {
          schema: { body: ZStaffStockAddRequest, response: { 200: ZStaffStockAddResponse } },
          config: { staffAccess: 'stock.manage' },
          bodyLimit: ADD_BODY_LIMIT,
        },
        async (request) => ({
          statusCode: '200',
          ...(await desk.add(
            staffOf(request),
            request.body as z.output<typeof ZStaffStockAddRequest>,
            request.ip,
          )),
        }),
      );
      editRoutes(scope, desk);
    });
  },
  { name: 'stock-desk', dependencies: ['staff', 'audit-desk', 'clock'] },
);
