import {
  ZStaffExtrasSaveRequest,
  ZStaffExtrasSaveResponse,
  ZStaffPricesQuery,
  ZStaffPricesResponse,
  ZStaffPricesSaveRequest,
  ZStaffPricesSaveResponse,
} from '@ijara/contract/staff';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { staffOf } from '../staff/index';
import { ExtrasDesk } from './extras-desk';
import { PricesDesk } from './service';

/** The grid of 600 cells as JSON, with room to spare. */
const SAVE_BODY_LIMIT = 64 * 1024;

/**
 * The staff app's prices (issue 30): one model's monthly prices by city and term, its insurance and
 * retail value; extras' prices and delivery fees. Routes under /api/staff/prices/, for `catalog.manage`.
 */
export const pricesDeskModule = fp(
  async (app) => {
    const desk = new PricesDesk(app.db);
    const extras = new ExtrasDesk(app.db);
    await app.staff.mount('prices/', async (scope) => {
      scope.get(
        '',
        {
          schema: { querystring: ZStaffPricesQuery, response: { 200: ZStaffPricesResponse } },
          config: { staffAccess: 'catalog.manage' },
        },
        async (request) => ({
          statusCode: '200',
          ...(await desk.page((request.query as z.output<typeof ZStaffPricesQuery>).model, request.locale)),
          extras: await extras.read(request.locale),
        }),
      );
      scope.post(
        'save/',
        {
          schema: { body: ZStaffPricesSaveRequest, response: { 200: ZStaffPricesSaveResponse } },
          config: { staffAccess: 'catalog.manage' },
          bodyLimit: SAVE_BODY_LIMIT,
        },
        async (request) => ({
          statusCode: '200',
          grid: await desk.save(
            staffOf(request),
            request.body as z.output<typeof ZStaffPricesSaveRequest>,
            request.ip,
            request.locale,
          ),
        }),
      );
      scope.post(
        'extras/save/',
        {
          schema: { body: ZStaffExtrasSaveRequest, response: { 200: ZStaffExtrasSaveResponse } },
          config: { staffAccess: 'catalog.manage' },
        },
        async (request) => ({
          statusCode: '200',
          extras: await extras.save(
            staffOf(request),
            request.body as z.output<typeof ZStaffExtrasSaveRequest>,
            request.ip,
            request.locale,
          ),
        }),
      );
    });
  },
  { name: 'prices-desk', dependencies: ['staff', 'catalog'] },
);
