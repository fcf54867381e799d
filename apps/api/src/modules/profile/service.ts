import type { Locale, TClient, TUpdateInfoRequest, ZUpdateInfoRequest } from '@ijara/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { CatalogService } from '../catalog/index';
import type { EmailVerification } from './email/verification-service';
import type { Change, ProfileChanges, ProfileRepository } from './repository';
import { type ClientRow, toClient } from './to-client';

export type ProfileInput = z.output<typeof ZUpdateInfoRequest>;

/** Which stored column each field of user/updateinfo/ writes (the phone is not one of them). */
const COLUMNS = {
  firstName: 'firstName',
  lastName: 'lastName',
  patronymic: 'patronymic',
  birthdate: 'birthdate',
  gender: 'gender',
  email: 'email',
  communication: 'communication',
  citizenship: 'citizenship',
  city: 'cityId',
  company: 'companyId',
} as const satisfies Record<Exclude<keyof TUpdateInfoRequest, 'phone'>, keyof ProfileChanges>;

/** Who asks, for the audit row and the verification link. */
export interface Requester {
  ip: string;
  locale: Locale;
  /** `${protocol}://${host}` of the request; links use PUBLIC_URL when it is set. */
  origin: string;
}

/**
 * The client's own data: user/getinfo/, user/updateinfo/ (which also completes registration; a new or
 * changed e-mail gets a verification link), user/advertising/, user/verifyemail/.
 */
export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly catalog: CatalogService,
    private readonly verification: EmailVerification,
    /** The clients module's: a new employer's list may confirm the client at once. */
    private readonly confirmByList: (tx: Db, clientId: number) => Promise<Date | null>,
  ) {}

  async get(clientId: number): Promise<TClient> {
    const row = await this.repository.find(clientId);
    if (!row) throw new AppError('unauthorized');
    return toClient(row);
  }

  async update(clientId: number, input: ProfileInput, by: Requester): Promise<TClient> {
    await this.catalog.assertChoice(input.city, input.company ?? undefined);
    const result = await this.repository.update(
      clientId,
      { ip: by.ip, action: 'profile.update' },
      (current) => changes(current, input),
      async (tx, row, change) => ({
        confirmedAt: 'companyId' in change.values ? await this.confirmByList(tx, clientId) : null,
        mail:
          'email' in change.values && row.email !== ''
            ? await this.verification.issue(tx, clientId, row.email)
            : null,
      }),
    );
    if (!result) throw new AppError('unauthorized');
    if (result.after?.mail) this.verification.send(result.after.mail, by.locale, by.origin);
    const confirmedAt = result.after?.confirmedAt;
    const row = confirmedAt
      ? { ...result.row, companyVerifiedAt: confirmedAt, companyVerifiedBy: 'list' as const }
      : result.row;
    return toClient(row);
  }

  /** The marketing consent switch; an audit row records each change of it. */
  async setAdvertising(clientId: number, advertising: boolean, ip: string): Promise<TClient> {
    const result = await this.repository.update(
      clientId,
      { ip, action: 'profile.advertising', details: { advertising } },
      (current) =>
        current.advertising === advertising
          ? { values: {}, fields: [] }
          : { values: { advertising }, fields: ['advertising'] },
    );
    if (!result) throw new AppError('unauthorized');
    return toClient(result.row);
  }

  verifyEmail(token: string, ip: string): Promise<void> {
    return this.verification.verify(token, ip);
  }
}

/** The fields that differ from the stored row; a new e-mail is not verified yet. */
function changes(current: ClientRow, input: ProfileInput): Change {
  const values: Record<string, unknown> = {};
  const fields: string[] = [];
  for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, keyof ProfileChanges][]) {
    const value = input[field];
    if (value === undefined || value === current[column]) continue;
    values[column] = value;
    fields.push(field);
  }
  if ('companyId' in values) {
    values.companyVerifiedAt = null;
    values.companyVerifiedBy = null;
  }
  if ('email' in values && current.emailVerified) {
    values.emailVerified = false;
    fields.push('emailVerified');
  }
  return { values: values as ProfileChanges, fields };
}
