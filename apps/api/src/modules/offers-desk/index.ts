import {
  ZStaffCitySavedResponse,
  ZStaffCitySaveRequest,
  ZStaffCompanyEmployeesQuery,
  ZStaffCompanyEmployeesRequest,
  ZStaffCompanyEmployeesResponse,
  ZStaffCompanyEmployeesSavedResponse,
  ZStaffCompanyListResponse,
  ZStaffCompanySavedResponse,
  ZStaffCompanySaveRequest,
  ZStaffEmploymentRequest,
  ZStaffEmploymentResponse,
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
import type { ClientWrites } from '../clients/index';
import { staffOf } from '../staff/index';
import { CityDesk } from './city-desk';
import { CompanyDesk } from './company-desk';
import { OfficeDesk } from './office-desk';
import { PromoDesk } from './promo-desk';

/**
 * The staff app's places and offers (issue 30): promo codes under /api/staff/promo/, pickup offices
 * under /api/staff/offices/ (beside the staff module's short `offices/` list), and employers with
 * their lists of employees under /api/staff/companies/.
 */
export const offersDeskModule = fp<{ clients: ClientWrites }>(
  async (app, { clients }) => {
    const promo = new PromoDesk(app.db);
    const cities = new CityDesk(app.db);
    const offices = new OfficeDesk(app.db, cities);
    const companies = new CompanyDesk(app.db, clients);

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
        'city/',
        {
          schema: { body: ZStaffCitySaveRequest, response: { 200: ZStaffCitySavedResponse } },
          config: { staffAccess: 'offices.manage' },
        },
        async (request) => ({
          statusCode: '200',
          city: await cities.save(
            staffOf(request),
            request.body as z.output<typeof ZStaffCitySaveRequest>,
            request.ip,
          ),
        }),
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

    await app.staff.mount('companies/', async (scope) => {
      const access = { staffAccess: 'companies.manage' } as const;
      scope.get(
        '',
        { schema: { response: { 200: ZStaffCompanyListResponse } }, config: access },
        async () => ({
          statusCode: '200',
          companies: await companies.list(),
        }),
      );
      scope.post(
        'save/',
        {
          schema: { body: ZStaffCompanySaveRequest, response: { 200: ZStaffCompanySavedResponse } },
          config: access,
        },
        async (request) => ({
          statusCode: '200',
          company: await companies.save(
            staffOf(request),
            request.body as z.output<typeof ZStaffCompanySaveRequest>,
            request.ip,
          ),
        }),
      );
      scope.get(
        'employees/',
        {
          schema: {
            querystring: ZStaffCompanyEmployeesQuery,
            response: { 200: ZStaffCompanyEmployeesResponse },
          },
          config: access,
        },
        async (request) => {
          const { id } = request.query as z.output<typeof ZStaffCompanyEmployeesQuery>;
          return { statusCode: '200', id, phones: await companies.employees(id) };
        },
      );
      scope.post(
        'employees/',
        {
          schema: {
            body: ZStaffCompanyEmployeesRequest,
            response: { 200: ZStaffCompanyEmployeesSavedResponse },
          },
          config: access,
          // 20,000 phones as typed, with room for spaces and separators.
          bodyLimit: 1_048_576,
        },
        async (request) => ({
          statusCode: '200',
          ...(await companies.saveEmployees(
            staffOf(request),
            request.body as z.output<typeof ZStaffCompanyEmployeesRequest>,
            request.ip,
          )),
        }),
      );
      scope.post(
        'employment/',
        {
          schema: { body: ZStaffEmploymentRequest, response: { 200: ZStaffEmploymentResponse } },
          config: access,
        },
        async (request) => ({
          statusCode: '200',
          ...(await companies.employment(
            staffOf(request),
            request.body as z.output<typeof ZStaffEmploymentRequest>,
            request.ip,
          )),
        }),
      );
    });
  },
  { name: 'offers-desk', dependencies: ['staff', 'catalog', 'clients'] },
);
