import { type TStaffPromoCode, ZStaffPromoFields } from '@ijara/contract/staff';
import type { z } from 'zod';
import { contractResolver } from '../../lib/contract-resolver';

/** The form as typed: amounts in whole som, blanks for "none". */
export interface PromoForm {
  code: string;
  kind: 'bonus' | 'subscription';
  amount: string;
  percent: string;
  appliesTo: '' | 'first_month' | 'every_month';
  validFrom: string;
  validTo: string;
  maxUses: string;
  active: boolean;
}

export const PROMO_FIELDS = [
  'code',
  'kind',
  'amount',
  'percent',
  'appliesTo',
  'validFrom',
  'validTo',
  'maxUses',
  'active',
] as const;

export const NEW_PROMO: PromoForm = {
  code: '',
  kind: 'subscription',
  amount: '',
  percent: '',
  appliesTo: 'first_month',
  validFrom: '',
  validTo: '',
  maxUses: '',
  active: true,
};

/** A number typed, or null for a blank; anything else is NaN, which the contract refuses by name. */
const numberOf = (typed: string): number | null => {
  const text = typed.trim().replace(/\s/g, '');
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** The form's values as the api takes them: som → tyiyn, a bonus code without percent or months. */
export function promoBody(form: PromoForm): z.input<typeof ZStaffPromoFields> {
  const bonus = form.kind === 'bonus';
  const som = numberOf(form.amount);
  return {
    code: form.code.trim(),
    kind: form.kind,
    amount: som === null ? null : som * 100,
    percent: bonus ? null : numberOf(form.percent),
    appliesTo: bonus || form.appliesTo === '' ? null : form.appliesTo,
    validFrom: form.validFrom || null,
    validTo: form.validTo || null,
    maxUses: numberOf(form.maxUses),
    active: form.active,
  };
}

export function promoForm(code: TStaffPromoCode): PromoForm {
  return {
    code: code.code,
    kind: code.kind,
    amount: code.amount === null ? '' : String(code.amount / 100),
    percent: code.percent === null ? '' : String(code.percent),
    appliesTo: code.appliesTo ?? 'first_month',
    validFrom: code.validFrom ?? '',
    validTo: code.validTo ?? '',
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    active: code.active,
  };
}

/** The contract's own check of a code, each issue on its field (its message a staff text key). */
export const promoResolver = contractResolver<PromoForm>(ZStaffPromoFields, promoBody, 'code');
