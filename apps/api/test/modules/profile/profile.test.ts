import { specText, ZClient, ZGetInfoResponse, ZUpdateInfoResponse } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index';
import { PROFILE } from '../../fixtures/profile';
import { describeEachDatabase } from '../../helpers/app';
import { createClient, KARAKOL_UNSERVED, signedInClient, signIn } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';

const profile = PROFILE;

describeEachDatabase('user/getinfo/ and user/updateinfo/', ({ app }) => {
  it('answers every field of the client of SPEC.md §3', async () => {
    const { token, client } = await signedInClient(app(), {
      companyId: 1,
      email: 'a@b.kg',
      emailVerified: true,
      bonus: 1500,
      deletePersonalData: true,
      deletePersonalDataDate: '2026-11-20',
    });
    const response = await apiInject(app(), { path: 'user/getinfo/', token });
    expect(response.statusCode).toBe(200);
    const answer = ZGetInfoResponse.parse(response.json());
    expect(Object.keys(answer.client).sort()).toEqual(Object.keys(ZClient.shape).sort());
    expect(answer.client).toEqual({
      id: client.id,
      city: 1,
      company: 1,
      companyVerified: false,
      gender: 'female',
      citizenship: 'kg',
      communication: 'whatsapp',
      firstName: 'Айгуль',
      lastName: 'Осмонова',
      patronymic: '',
      email: 'a@b.kg',
      emailVerified: true,
      advertising: false,
      birthdate: '1994-05-17',
      phone: client.phone,
      bonus: 1500,
      forbidden: false,
      delete_personal_data: true,
      delete_personal_data_date: '2026-11-20',
    });
  });

  it('completes a new client registration, after which client calls open', async () => {
    const { token, phone } = await signIn(app());
    const before = ZGetInfoResponse.parse((await apiInject(app(), { path: 'user/getinfo/', token })).json());
    expect(before.client).toMatchObject({
      phone,
      firstName: '',
      lastName: '',
      gender: null,
      birthdate: null,
    });
    const response = await apiInject(app(), { path: 'user/updateinfo/', body: profile, token });
    expect(response.statusCode).toBe(200);
    expect(ZUpdateInfoResponse.parse(response.json()).client).toMatchObject({ ...profile, phone, city: 1 });
    expect((await apiInject(app(), { path: 'subscription/info/', token })).statusCode).toBe(200);
  });

  it.each(['ru', 'en'] as const)('names every missing required field (%s)', async (locale) => {
    const { token } = await signIn(app());
    const response = await apiInject(app(), { path: 'user/updateinfo/', body: {}, token, locale });
    expect(response.statusCode).toBe(400);
    const required = specText('fieldRequired', locale);
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message:
        locale === 'ru'
          ? 'Пожалуйста, заполните все обязательные поля'
          : 'Please fill out all required fields',
      fields: {
        firstName: required,
        lastName: required,
        birthdate: required,
        gender: required,
        communication: required,
        citizenship: required,
      },
    });
    expect(required).toBe(locale === 'ru' ? 'Это поле обязательно' : 'This field required');
  });

  it.each(['ru', 'en'] as const)('refuses a malformed e-mail (%s)', async (locale) => {
    const { token } = await signIn(app());
    const response = await apiInject(app(), {
      path: 'user/updateinfo/',
      body: { ...profile, email: 'azamat@example' },
      token,
      locale,
    });
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message: specText('incorrectInfo', locale),
      fields: { email: locale === 'ru' ? 'Неверный формат email' : 'Invalid email format' },
    });
  });

  it('resets the verification when the e-mail changes, and only then', async () => {
    const { token } = await signedInClient(app(), { email: profile.email, emailVerified: true });
    const same = await apiInject(app(), { path: 'user/updateinfo/', body: profile, token });
    expect(ZUpdateInfoResponse.parse(same.json()).client.emailVerified).toBe(true);
    const changed = await apiInject(app(), {
      path: 'user/updateinfo/',
      body: { ...profile, email: 'new@example.kg' },
      token,
    });
    expect(ZUpdateInfoResponse.parse(changed.json()).client).toMatchObject({
      email: 'new@example.kg',
      emailVerified: false,
    });
  });

  it('writes one audit row naming the changed fields, without their values', async () => {
    const { token, client } = await signedInClient(app());
    await apiInject(app(), { path: 'user/updateinfo/', body: profile, token, ip: '10.9.8.7' });
    const rows = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, 'profile.update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: 'client',
      entity: 'client',
      entityId: String(client.id),
      ip: '10.9.8.7',
    });
    expect(rows[0]?.details).toEqual({
      fields: ['firstName', 'lastName', 'patronymic', 'birthdate', 'gender', 'email', 'communication'],
    });
    for (const value of Object.values(profile)) expect(JSON.stringify(rows[0])).not.toContain(value);
  });

  it('writes no audit row when nothing changes', async () => {
    const { token, client } = await signedInClient(app(), { ...profile, cityId: 1 });
    const unchanged = await apiInject(app(), { path: 'user/updateinfo/', body: profile, token });
    expect(unchanged.statusCode).toBe(200);
    const rows = await app().db.select().from(auditLog).where(eq(auditLog.clientId, client.id));
    expect(rows.filter((row) => row.action === 'profile.update')).toEqual([]);
  });

  it('moves the client to a served city, and refuses an unserved one', async () => {
    const { token } = await signedInClient(app());
    const moved = await apiInject(app(), { path: 'user/updateinfo/', body: { ...profile, city: 2 }, token });
    expect(ZUpdateInfoResponse.parse(moved.json()).client.city).toBe(2);
    const refused = await apiInject(app(), {
      path: 'user/updateinfo/',
      body: { ...profile, city: KARAKOL_UNSERVED },
      token,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('city_not_served');
  });

  it('reads a stored value the contract does not know as unset', async () => {
    const { token } = await signedInClient(app(), { citizenship: 'martian', communication: 'pigeon' });
    const { client } = ZGetInfoResponse.parse(
      (await apiInject(app(), { path: 'user/getinfo/', token })).json(),
    );
    expect([client.citizenship, client.communication]).toEqual([null, null]);
  });

  it('does not let one client read another', async () => {
    const other = await createClient(app(), { firstName: 'Другой' });
    const me = await signedInClient(app());
    const { client } = ZGetInfoResponse.parse(
      (await apiInject(app(), { path: 'user/getinfo/', token: me.token })).json(),
    );
    expect(client.id).toBe(me.client.id);
    expect(client.id).not.toBe(other.id);
    expect(client.firstName).not.toBe('Другой');
  });
});
