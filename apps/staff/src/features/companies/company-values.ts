import { type TStaffCompanyRecord, ZStaffCompanyFields } from '@ijara/contract/staff';
import type { z } from 'zod';
import { contractResolver } from '../../lib/contract-resolver';

/** The form as typed: the discount as its text. */
export interface CompanyForm {
  nameRu: string;
  nameEn: string;
  discountPercent: string;
  active: boolean;
}

export const COMPANY_FIELDS = ['nameRu', 'nameEn', 'discountPercent', 'active'] as const;

export const NEW_COMPANY: CompanyForm = { nameRu: '', nameEn: '', discountPercent: '', active: true };

/** A blank or anything but digits is NaN, which the contract refuses with its own message. */
const percentOf = (typed: string): number => {
  const text = typed.trim().replace(/\s|%/g, '');
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

export function companyBody(form: CompanyForm): z.input<typeof ZStaffCompanyFields> {
  return {
    nameRu: form.nameRu,
    nameEn: form.nameEn,
    discountPercent: percentOf(form.discountPercent),
    active: form.active,
  };
}

export function companyForm(company: TStaffCompanyRecord): CompanyForm {
  return {
    nameRu: company.nameRu,
    nameEn: company.nameEn,
    discountPercent: String(company.discountPercent),
    active: company.active,
  };
}

/** The contract's own check of a company, each issue on its field. */
export const companyResolver = contractResolver<CompanyForm>(ZStaffCompanyFields, companyBody, 'nameRu');
