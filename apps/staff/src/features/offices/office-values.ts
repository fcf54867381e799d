import { type TStaffOfficeRecord, ZStaffOfficeFields } from '@ijara/contract/staff';
import type { z } from 'zod';
import { contractResolver } from '../../lib/contract-resolver';

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
export const officeResolver = contractResolver<OfficeForm>(ZStaffOfficeFields, officeBody, 'nameRu');
