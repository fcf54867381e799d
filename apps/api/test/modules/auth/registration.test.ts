import { specText, ZRegistrationResponse } from '@ijara/contract';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authCodes } from '../../../src/db/schema/index';
import { hashCode } from '../../../src/modules/auth/secrets';
import { describeEachDatabase, testConfig } from '../../helpers/app';
import {
  confirmCode,
  createClient,
  KARAKOL_UNSERVED,
  lastCode,
  rewind,
  startSignIn,
  uniqueIp,
  uniquePhone,
} from '../../helpers/auth';
import { errorOf } from '../../helpers/request';

describeEachDatabase('auth/registration/ starts a sign-in', ({ app }) => {
  it('sends a 6-digit code by WhatsApp first and answers the countdown', async () => {
    const phone = uniquePhone();
    const response = await startSignIn(app(), { phone });
    expect(response.statusCode).toBe(200);
    expect(ZRegistrationResponse.parse(response.json())).toEqual({
      statusCode: '200',
      channel: 'whatsapp',
      resendAfter: 60,
    });
    const [message, ...older] = app().auth.channels.outbox?.list(phone) ?? [];
    expect(older).toEqual([]);
    expect(message?.channel).toBe('whatsapp');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toBe(`Ijara: ваш код ${message?.code}. Никому не сообщайте его.`);
  });

  it('writes the message in the language of the request', async () => {
    const phone = uniquePhone();
    await startSignIn(app(), { phone, locale: 'en' });
    const code = lastCode(app(), phone);
    expect(app().auth.channels.outbox?.list(phone)[0]?.text).toBe(
      `Ijara: your code is ${code}. Do not share it.`,
    );
  });

  it('accepts a phone the way a person types it', async () => {
    const digits = uniquePhone();
    const typed = `0${digits.slice(3, 6)} ${digits.slice(6, 9)}-${digits.slice(9)}`;
    expect((await startSignIn(app(), { phone: typed })).statusCode).toBe(200);
    expect(lastCode(app(), digits)).toMatch(/^\d{6}$/);
  });

  it('stores the code only as a keyed hash', async () => {
    const phone = uniquePhone();
    await startSignIn(app(), { phone });
    const code = lastCode(app(), phone);
    const [row] = await app().db.select().from(authCodes).where(eq(authCodes.phone, phone));
    expect(row?.codeHash).toBe(hashCode(testConfig().AUTH_CODE_PEPPER, phone, code));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('answers a known and an unknown phone alike', async () => {
    const known = await createClient(app());
    const ip = uniqueIp();
    const a = await startSignIn(app(), { phone: known.phone, ip });
    const b = await startSignIn(app(), { phone: uniquePhone(), ip });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it.each([
    ['an unserved city', KARAKOL_UNSERVED],
    ['an unknown city', 999],
  ])('answers %s with 400 city_not_served in ru and en, sending nothing', async (_, city) => {
    const phone = uniquePhone();
    for (const locale of ['ru', 'en'] as const) {
      const response = await startSignIn(app(), { phone, city, locale });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        statusCode: '400',
        code: 'city_not_served',
        message: locale === 'ru' ? 'Нас пока нет в вашем городе :(' : 'We are not in your city yet :(',
      });
    }
    expect(app().auth.channels.outbox?.list(phone)).toEqual([]);
  });

  it('answers an unknown employer with a field error', async () => {
    const response = await startSignIn(app(), { phone: uniquePhone(), company: 999, locale: 'en' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message: specText('incorrectInfo', 'en'),
      fields: { company: specText('incorrectInfo', 'en') },
    });
  });

  it('answers a number that is not Kyrgyz with a field error that says so', async () => {
    const response = await startSignIn(app(), { phone: '+7 916 123-45-67', locale: 'en' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      phone: 'Enter a Kyrgyz number (+996): codes go to Kyrgyz numbers only.',
    });
  });

  it.each([
    ['ru', 'Введите номер мобильного телефона Кыргызстана: на городской номер код не отправить.'],
    ['en', 'Enter a Kyrgyz mobile number: the code cannot go to a landline.'],
  ] as const)(
    'refuses a landline with 400 and the field message (%s), sending nothing',
    async (locale, text) => {
      const response = await startSignIn(app(), { phone: '+996 312 123 456', locale });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        statusCode: '400',
        code: 'validation_failed',
        message: specText('incorrectInfo', locale),
        fields: { phone: text },
      });
      expect(app().auth.channels.outbox?.list('996312123456')).toEqual([]);
    },
  );

  it('resends by SMS after the countdown, and the resend voids the first code', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();
    await startSignIn(app(), { phone, ip });
    const first = lastCode(app(), phone);
    await rewind(app(), 61, { phone });
    const resent = await startSignIn(app(), { phone, ip });
    expect(resent.json()).toMatchObject({ channel: 'sms', resendAfter: 60 });
    const second = lastCode(app(), phone);
    expect(
      app()
        .auth.channels.outbox?.list(phone)
        .map((m) => m.channel),
    ).toEqual(['sms', 'whatsapp']);
    const rows = await app()
      .db.select()
      .from(authCodes)
      .where(eq(authCodes.phone, phone))
      .orderBy(desc(authCodes.id));
    expect(rows.map((row) => [row.channel, row.voidedAt !== null])).toEqual([
      ['sms', false],
      ['whatsapp', true],
    ]);
    if (first !== second) expect(errorOf(await confirmCode(app(), phone, first)).code).toBe('invalid_code');
    expect((await confirmCode(app(), phone, second)).statusCode).toBe(200);
  });

  it('goes by WhatsApp again for a new sign-in after a confirmed one', async () => {
    const phone = uniquePhone();
    await startSignIn(app(), { phone });
    expect((await confirmCode(app(), phone, lastCode(app(), phone))).statusCode).toBe(200);
    await rewind(app(), 61, { phone });
    expect((await startSignIn(app(), { phone })).json()).toMatchObject({ channel: 'whatsapp' });
  });
});
