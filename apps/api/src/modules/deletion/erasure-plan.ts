import type { PersonalFields } from '../clients/index';

type ClientUpdate = PersonalFields;

/**
 * The personal fields of a client row and what each becomes on the day of erasure. The preview and
 * the job both read this one list, so what operators are shown is what the job does. The phone is
 * unique and required, so it becomes a pseudonym; the row itself stays, as the payments, contracts
 * and ledger rows kept by law refer to it by id.
 */
export const ERASED_FIELDS = {
  phone: (clientId: number) => `erased-${clientId}`,
  firstName: () => '',
  lastName: () => '',
  patronymic: () => '',
  email: () => '',
  emailVerified: () => false,
  birthdate: () => null,
  gender: () => null,
  citizenship: () => null,
  communication: () => null,
  cityId: () => null,
  companyId: () => null,
  companyVerifiedAt: () => null,
  companyVerifiedBy: () => null,
  advertising: () => false,
} as const satisfies { [K in keyof ClientUpdate]: (clientId: number) => ClientUpdate[K] };

export type ErasedField = keyof typeof ERASED_FIELDS;

/** The values that erase a client row; the deletion flag and date stay as the record of the request. */
export function erasedClient(clientId: number): ClientUpdate {
  return Object.fromEntries(
    Object.entries(ERASED_FIELDS).map(([field, erase]) => [field, erase(clientId)]),
  ) as ClientUpdate;
}

/** Subscription statuses that block a deletion request: 1 created, 2 active, 3 paused, 4 device due back. */
export const RUNNING_STATUSES = [1, 2, 3, 4] as const;
