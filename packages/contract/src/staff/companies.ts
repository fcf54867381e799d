import { z } from 'zod';
import { INT4_MAX, ok, ZId } from '../envelope';

/**
 * Employers with a discount, and whose work there is confirmed (issue 30, docs/decisions/049). A
 * client's discount applies only once confirmed: by the company's list of employees' phones (matched
 * at sign-in, on a change of company and whenever the list is saved) or by a manager after a document.
 */
export const COMPANY_NAME_MAX = 120;
/** Phones in one company's list; a bigger employer is split by a manager into several saves. */
export const COMPANY_EMPLOYEES_MAX = 20_000;

export const ZStaffCompanyRecord = z.object({
  id: z.number(),
  nameRu: z.string(),
  nameEn: z.string(),
  discountPercent: z.number(),
  active: z.boolean(),
  /** Phones in the company's list. */
  employees: z.number(),
  /** Clients who chose the company: confirmed (by the list or by staff) and waiting. */
  verifiedClients: z.number(),
  pendingClients: z.number(),
  version: z.number(),
});
export type TStaffCompanyRecord = z.infer<typeof ZStaffCompanyRecord>;

export const ZStaffCompanyListResponse = ok({ companies: z.array(ZStaffCompanyRecord) });
export type TStaffCompanyListResponse = z.infer<typeof ZStaffCompanyListResponse>;

const name = z.string().trim().min(1, 'fieldRequired').max(COMPANY_NAME_MAX, 'staffCompanyNameTooLong');

export const ZStaffCompanyFields = z.object({
  nameRu: name,
  nameEn: name,
  discountPercent: z
    .number({ error: 'staffCompanyDiscount' })
    .int('staffCompanyDiscount')
    .min(0, 'staffCompanyDiscount')
    .max(100, 'staffCompanyDiscount'),
  active: z.boolean(),
});

/** POST companies/save/: a new company (no id) or an edit from the version the page showed. */
export const ZStaffCompanySaveRequest = ZStaffCompanyFields.extend({
  id: ZId.nullable().default(null),
  version: z.number().int().min(0).max(INT4_MAX).default(0),
});
export type TStaffCompanySaveRequest = z.input<typeof ZStaffCompanySaveRequest>;
export const ZStaffCompanySavedResponse = ok({ company: ZStaffCompanyRecord });

/** GET companies/employees/?id=: the company's list as saved, one phone per line (+996…). */
export const ZStaffCompanyEmployeesQuery = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
export const ZStaffCompanyEmployeesResponse = ok({ id: z.number(), phones: z.array(z.string()) });

/**
 * POST companies/employees/: the company's whole list replaced by the pasted lines (phones in any
 * usual format, one per line; empty lines skipped). A line that is not a phone refuses the save,
 * naming the lines. Clients with a listed phone are confirmed; clients confirmed by the list whose
 * phone left it are no longer; clients confirmed by staff stay.
 */
export const ZStaffCompanyEmployeesRequest = z.object({
  id: ZId,
  version: z.number().int().min(0).max(INT4_MAX),
  text: z.string().max(COMPANY_EMPLOYEES_MAX * 40, 'staffCompanyListTooLong'),
});
export type TStaffCompanyEmployeesRequest = z.input<typeof ZStaffCompanyEmployeesRequest>;
export const ZStaffCompanyEmployeesSavedResponse = ok({
  company: ZStaffCompanyRecord,
  /** Clients confirmed by this save, and clients whose confirmation by the list it withdrew. */
  confirmed: z.number(),
  withdrawn: z.number(),
});
export type TStaffCompanyEmployeesSavedResponse = z.infer<typeof ZStaffCompanyEmployeesSavedResponse>;

/** How a client's work at their company stands (staff client page). */
export const ZEmployment = z.enum(['none', 'pending', 'list', 'staff']);
export type TEmployment = z.infer<typeof ZEmployment>;

/**
 * POST companies/employment/: a manager confirms the client's work at their company after seeing a
 * document, withdraws a confirmation, or clears the company (with a reason, kept in the audit).
 */
export const ZStaffEmploymentRequest = z.object({
  clientID: ZId,
  /** The company the page showed: another one by now answers 409. */
  companyID: ZId,
  action: z.enum(['confirm', 'withdraw', 'clear']),
  reason: z.string().trim().min(3, 'staffReasonRequired').max(500, 'staffReasonTooLong'),
});
export type TStaffEmploymentRequest = z.input<typeof ZStaffEmploymentRequest>;
export const ZStaffEmploymentResponse = ok({
  clientID: z.number(),
  companyID: z.number().nullable(),
  employment: ZEmployment,
});
