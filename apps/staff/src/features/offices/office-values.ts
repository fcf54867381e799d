import { type TStaffOfficeRecord, ZStaffOfficeFields } from '@ijara/contract/staff';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The form as typed: the city as its id's text, an empty map link for none. */
export type OfficeForm = Omit<z.input<typeof ZStaffOfficeFields>, 'cityID'> & { cityID: string };

export const OFFICE_FIELDS = [
  'cityID',
  'nameRu',
  'nameEn',
  'addressRu',
  'addressEn',
  'hoursRu',
  'hoursEn',
  'mapUrl',
  'active',
] as const;

export const NEW_OFFICE: OfficeForm = {
  cityID: '',
  nameRu: '',
  nameEn: '',
  addressRu: '',
  addressEn: '',
  hoursRu: '',
  hoursEn: '',
  mapUrl: '',
  active: true,
};

export function officeBody(form: OfficeForm): z.input<typeof ZStaffOfficeFields> {
  return { ...form, cityID: form.cityID === '' ? 0 : Number(form.cityID) };
}

export function officeForm(office: TStaffOfficeRecord): OfficeForm {
  return {
    cityID: String(office.cityID),
    nameRu: office.nameRu,
    nameEn: office.nameEn,
    addressRu: office.addressRu,
    addressEn: office.addressEn,
    hoursRu: office.hoursRu,
    hoursEn: office.hoursEn,
    mapUrl: office.mapUrl ?? '',
    active: office.active,
  };
}

/** The contract's own check of an office, each issue on its field. */
export const officeResolver: Resolver<OfficeForm> = async (values) => {
  const parsed = ZStaffOfficeFields.safeParse(officeBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<OfficeForm> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'nameRu') as keyof OfficeForm;
    errors[name] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};
