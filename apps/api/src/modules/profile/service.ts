import type { TClient, TUpdateInfoRequest, ZUpdateInfoRequest } from '@ijara/contract';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { CatalogService } from '../catalog/index';
import type { ProfileChanges, ProfileRepository } from './repository';
import { type ClientRow, toClient } from './to-client';

export type ProfileInput = z.output<typeof ZUpdateInfoRequest>;

/** Which stored column each field of user/updateinfo/ writes. */
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
} as const satisfies Record<keyof TUpdateInfoRequest, keyof ProfileChanges>;

/** The client's own data: user/getinfo/ and user/updateinfo/ (which also completes registration). */
export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly catalog: CatalogService,
  ) {}

  async get(clientId: number): Promise<TClient> {
    const row = await this.repository.find(clientId);
    if (!row) throw new AppError('unauthorized');
    return toClient(row);
  }

  async update(clientId: number, input: ProfileInput, ip: string): Promise<TClient> {
    await this.catalog.assertChoice(input.city, undefined);
    const row = await this.repository.update(clientId, ip, (current) => changes(current, input));
    if (!row) throw new AppError('unauthorized');
    return toClient(row);
  }
}

/** The fields that differ from the stored row; a new e-mail is not verified yet. */
function changes(current: ClientRow, input: ProfileInput): { values: ProfileChanges; fields: string[] } {
  const values: Record<string, unknown> = {};
  const fields: string[] = [];
  for (const [field, column] of Object.entries(COLUMNS) as [keyof ProfileInput, keyof ProfileChanges][]) {
    const value = input[field];
    if (value === undefined || value === current[column]) continue;
    values[column] = value;
    fields.push(field);
  }
  if ('email' in values && current.emailVerified) {
    values.emailVerified = false;
    fields.push('emailVerified');
  }
  return { values: values as ProfileChanges, fields };
}
