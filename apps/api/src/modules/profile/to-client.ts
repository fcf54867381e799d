import { type TClient, ZCitizenship, ZCommunication, ZGender } from '@ijara/contract';
import { clients } from '../../db/schema/index';

export type ClientRow = typeof clients.$inferSelect;

/**
 * The columns ZClient is made of, for user/getinfo/'s select: not the row's own timestamps, which the
 * driver would parse into dates on every read for nothing.
 */
export const CLIENT_VIEW = {
  id: clients.id,
  cityId: clients.cityId,
  companyId: clients.companyId,
  companyVerifiedAt: clients.companyVerifiedAt,
  gender: clients.gender,
  citizenship: clients.citizenship,
  communication: clients.communication,
  firstName: clients.firstName,
  lastName: clients.lastName,
  patronymic: clients.patronymic,
  email: clients.email,
  emailVerified: clients.emailVerified,
  advertising: clients.advertising,
  birthdate: clients.birthdate,
  phone: clients.phone,
  bonus: clients.bonus,
  forbidden: clients.forbidden,
  deletePersonalData: clients.deletePersonalData,
  deletePersonalDataDate: clients.deletePersonalDataDate,
};
export type ClientView = Pick<ClientRow, keyof typeof CLIENT_VIEW>;

/** A stored client as the contract's ZClient; a value the contract does not know reads as unset. */
export function toClient(row: ClientView): TClient {
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
