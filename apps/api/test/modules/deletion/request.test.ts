import {
  deletionDate,
  encodeDeletionAgreement,
  type Locale,
  specText,
  todayInBishkek,
  ZClientResponse,
} from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, clients } from '../../../src/db/schema/index';
import { PROFILE } from '../../fixtures/profile';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { createSubscription } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';
import { cancelDeletion, requestDeletion, WORDS } from './fixture';

async function rowOf(app: FastifyInstance, clientId: number) {
  const [row] = await app.db.select().from(clients).where(eq(clients.id, clientId));
  return row;
}

async function actions(app: FastifyInstance, clientId: number, action: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.clientId, clientId), eq(auditLog.action, action)));
}

describeEachDatabase('user/deletepersonaldata/', ({ app }) => {
  it.each([
    ['ru', WORDS.ru],
    ['en', WORDS.en],
    ['ru', ' удалить '],
    ['en', 'delete'],
  ] as const)('takes the request on a %s page with "%s": flag, date, and POSTs end', async (locale, word) => {
    const { token, client } = await signedInClient(app());
    const response = await requestDeletion(app(), token, { locale, word });
    expect(response.statusCode, response.body).toBe(200);
    const today = todayInBishkek();
    expect(ZClientResponse.parse(response.json()).client).toMatchObject({
      delete_personal_data: true,
      delete_personal_data_date: today,
    });
    const info = await apiInject(app(), { path: 'user/getinfo/', token });
    expect(info.json().client).toMatchObject({
      delete_personal_data: true,
      delete_personal_data_date: today,
    });
    const audit = await actions(app(), client.id, 'client.deletion_requested');
    expect(audit.map((row) => row.details)).toEqual([{ requestedOn: today, erasesOn: deletionDate(today) }]);
    expect(JSON.stringify(audit)).not.toContain(token);

    const blocked = await apiInject(app(), { path: 'user/updateinfo/', body: PROFILE, token, locale });
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).redirect).toBe(
      locale === 'en' ? '/en/information-delete-profile/' : '/information-delete-profile/',
    );
  });

  const wrong = [
    [
      'a token of another session',
      'deletionSessionMismatch',
      async (_: string, locale: Locale) => {
        const other = await signedInClient(app());
        return encodeDeletionAgreement(other.token, WORDS[locale]);
      },
    ],
    [
      'the other language’s word',
      'deletionWordMismatch',
      async (token: string, locale: Locale) =>
        encodeDeletionAgreement(token, WORDS[locale === 'ru' ? 'en' : 'ru']),
    ],
    ['no word', 'deletionWordMismatch', async (token: string) => encodeDeletionAgreement(token, '')],
    [
      'text that is not base64',
      'deletionAgreementUnreadable',
      async (token: string) => `${token}:${WORDS.ru}`,
    ],
    ['base64 without a colon', 'deletionAgreementUnreadable', async (token: string) => btoa(token)],
    ['base64 of bytes that are not UTF-8', 'deletionAgreementUnreadable', async () => btoa('\xff\xfe:\xff')],
  ] as const;

  it.each(
    wrong.flatMap(([name, text, make]) =>
      (['ru', 'en'] as const).map((locale) => [name, locale, text, make] as const),
    ),
  )('refuses an agreement with %s (%s), writing nothing', async (_, locale, text, make) => {
    const { token, client } = await signedInClient(app());
    const agreement = await make(token, locale);
    const response = await requestDeletion(app(), token, { locale, agreement });
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message: specText(text, locale),
      fields: { agreement: specText(text, locale) },
    });
    expect(await rowOf(app(), client.id)).toEqual(client);
  });

  it('says which word to type, in each language', () => {
    expect(specText('deletionWordMismatch', 'ru')).toBe('Чтобы подтвердить, введите слово УДАЛИТЬ.');
    expect(specText('deletionWordMismatch', 'en')).toBe('To confirm, type the word DELETE.');
  });

  it.each(['ru', 'en'] as const)('answers bad bodies precisely (%s)', async (locale) => {
    const { token, client } = await signedInClient(app());
    for (const [body, field] of [
      [{}, specText('fieldRequired', locale)],
      [{ agreement: '  ' }, specText('fieldRequired', locale)],
      [{ agreement: 42 }, specText('incorrectInfo', locale)],
      [{ agreement: 'A'.repeat(1025) }, specText('incorrectInfo', locale)],
    ] as const) {
      const response = await apiInject(app(), { path: 'user/deletepersonaldata/', body, token, locale });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ agreement: field });
    }
    expect(await rowOf(app(), client.id)).toEqual(client);
  });

  it.each([1, 2, 3, 4])('refuses while a subscription is in status %i, naming it', async (status) => {
    const { token, client } = await signedInClient(app());
    const closed = await createSubscription(app(), client.id, { status: 5 });
    const running = await createSubscription(app(), client.id, { status });
    for (const locale of ['ru', 'en'] as const) {
      const response = await requestDeletion(app(), token, { locale });
      const item = locale === 'ru' ? `№ ${running.id} iPhone` : `#${running.id} iPhone`;
      expect(response.statusCode).toBe(409);
      const answer = errorOf(response);
      expect(answer.code).toBe('deletion_blocked');
      expect(answer.message).toContain(item);
      // The model's name once (it already names the gadget): issue 26 item 19.
      expect(answer.message).toMatch(locale === 'ru' ? /iPhone 16, 128 ГБ/ : /iPhone 16, 128 GB/);
      expect(answer.message).not.toMatch(/iPhone 16 iPhone 16/);
      expect(answer.message).not.toContain(`${closed.id} iPhone`);
      expect(
        answer.message.startsWith(locale === 'ru' ? 'Данные можно удалить' : 'Your data can be deleted'),
      ).toBe(true);
    }
    expect(await rowOf(app(), client.id)).toEqual(client);
  });

  it('lets the client cancel before the day; POSTs work again', async () => {
    const { token, client } = await signedInClient(app());
    await requestDeletion(app(), token);
    const cancelled = await cancelDeletion(app(), token);
    expect(cancelled.statusCode).toBe(200);
    expect(ZClientResponse.parse(cancelled.json()).client).toMatchObject({
      delete_personal_data: false,
      delete_personal_data_date: null,
    });
    expect((await apiInject(app(), { path: 'user/updateinfo/', body: PROFILE, token })).statusCode).toBe(200);
    expect(await actions(app(), client.id, 'client.deletion_cancelled')).toHaveLength(1);
    // Nothing pending: a cancel changes nothing and records nothing.
    expect((await cancelDeletion(app(), token)).statusCode).toBe(200);
    expect(await actions(app(), client.id, 'client.deletion_cancelled')).toHaveLength(1);
    const body = await apiInject(app(), {
      path: 'user/deletepersonaldata/cancel/',
      body: { now: true },
      token,
      locale: 'en',
    });
    expect(errorOf(body)).toMatchObject({
      statusCode: '400',
      fields: { now: specText('incorrectInfo', 'en') },
    });
  });
});
