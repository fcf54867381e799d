import {
  ZStaffOfficeListResponse,
  ZStaffOfficeSavedResponse,
  ZStaffOfficeSaveRequest,
  ZStaffPromoActiveRequest,
  ZStaffPromoListResponse,
  ZStaffPromoSavedResponse,
  ZStaffPromoSaveRequest,
} from '@ijara/contract/staff';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { staffOf } from '../staff/index';
import { OfficeDesk } from './office-desk';
import { PromoDesk } from './promo-desk';

/**
 * The staff app's places and offers (issue 30): promo codes under /api/staff/promo/ and pickup
 * offices under /api/staff/offices/ (beside the staff module's short `offices/` list).
 */
export const offersDeskModule = fp(
  async (app) => {
    const promo = new PromoDesk(app.db);
    const offices = new OfficeDesk(app.db);

    await app.staff.mount('promo/', async (scope) => {
      scope.get(
        '',
        { schema: { response: { 200: ZStaffPromoListResponse } }, config: { staffAccess: 'promo.manage' } },
        async () => ({ statusCode: '200', codes: await promo.list() }),
      );
      scope.post(
        'save/',
        {
          schema: { body: ZStaffPromoSaveRequest, response: { 200: ZStaffPromoSavedResponse } },
          config: { staffAccess: 'promo.manage' },
        },
        async (request) => ({
          statusCode: '200',
          code: await promo.save(
            staffOf(request),
            request.body as z.output<typeof ZStaffPromoSaveRequest>,
            request.ip,
          ),
        }),
      );
      scope.post(
        'active/',
        {
          schema: { body: ZStaffPromoActiveRequest, response: { 200: ZStaffPromoSavedResponse } },
          config: { staffAccess: 'promo.manage' },
        },
        async (request) => ({
          statusCode: '200',
          code: await promo.setActive(
            staffOf(request),
            request.body as z.output<typeof ZStaffPromoActiveRequest>,
            request.ip,
          ),
        }),
      );
    });

    await app.staff.mount('offices/', async (scope) => {
      scope.get(
        'all/',
        {
          schema: { response: { 200: ZStaffOfficeListResponse } },
          config: { staffAccess: 'offices.manage' },
        },
        async () => ({ statusCode: '200', ...(await offices.list()) }),
      );
      scope.post(
        'save/',
        {
          schema: { body: ZStaffOfficeSaveRequest, response: { 200: ZStaffOfficeSavedResponse } },
          config: { staffAccess: 'offices.manage' },
        },
        async (request) => ({
          statusCode: '200',
          office: await offices.save(
            staffOf(request),
            request.body as z.output<typeof ZStaffOfficeSaveRequest>,
            request.ip,
          ),
        }),
      );
    });
  },
  { name: 'offers-desk', dependencies: ['staff', 'catalog'] },
);
