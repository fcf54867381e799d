import { type TClient, ZCitizenship, ZCommunication, ZGender } from '@ijara/contract';
import type { clients } from '../../db/schema/index';

export type ClientRow = typeof clients.$inferSelect;

/** A stored client as the contract's ZClient; a value the contract does not know reads as unset. */
export function toClient(row: ClientRow): TClient {
  return {
    id: row.id,
    city: row.cityId,
    company: row.companyId,
    companyVerified: row.companyId !== null && row.companyVerifiedAt !== null,
    gender: ZGender.safeParse(row.gender).data ?? null,
    citizenship: ZCitizenship.safeParse(row.citizenship).data ?? null,
    communication: ZCommunication.safeParse(row.communication).data ?? null,
    firstName: row.firstName,
    lastName: row.lastName,
    patronymic: row.patronymic,
    email: row.email,
    emailVerified: row.emailVerified,
    advertising: row.advertising,
    birthdate: row.birthdate,
    phone: row.phone,
    bonus: row.bonus,
    forbidden: row.forbidden,
    delete_personal_data: row.deletePersonalData,
    delete_personal_data_date: row.deletePersonalDataDate,
  };
}
