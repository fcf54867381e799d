import { type Locale, specText } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, clients } from '../../../src/db/schema/index';
import { PROFILE } from '../../fixtures/profile';
import { describeEachDatabase } from '../../helpers/app';
import { KARAKOL_UNSERVED, signedInClient } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';

const TOO_LONG = { ru: 'Не длиннее 60 символов', en: '60 characters at most' };
const LETTERS = {
  ru: 'Только буквы, пробел, дефис и апостроф',
  en: 'Letters, spaces, hyphens and apostrophes only',
};

/** Each field of user/updateinfo/ sent wrong: the field's text, and the message of the whole answer. */
const BAD: [string, Record<string, unknown>, { ru: string; en: string }][] = [
  ['an empty first name', { firstName: '   ' }, { ru: 'Это поле обязательно', en: 'This field required' }],
  ['a last name of 61 letters', { lastName: 'Б'.repeat(61) }, TOO_LONG],
  ['a patronymic of 61 letters', { patronymic: 'У'.repeat(61) }, TOO_LONG],
  ['a first name with an emoji', { firstName: 'Айдай😀' }, LETTERS],
  ['a last name with digits', { lastName: 'Токтогулова2' }, LETTERS],
  ['a patronymic of punctuation', { patronymic: '---' }, LETTERS],
  ['a birthdate that is no date', { birthdate: '1990-13-01' }, incorrect()],
  [
    'the birthdate of a child',
    { birthdate: '2020-01-01' },
    { ru: 'Оформить подписку можно с 18 лет', en: 'Subscriptions are available from the age of 18' },
  ],
  ['an unknown gender', { gender: 'other' }, incorrect()],
  [
    'a malformed e-mail',
    { email: 'azamat@example' },
    { ru: 'Неверный формат email', en: 'Invalid email format' },
  ],
  ['an unknown way to reach', { communication: 'fax' }, incorrect()],
  ['an unknown citizenship', { citizenship: 'mars' }, incorrect()],
  ['a city that is no id', { city: 'Бишкек' }, incorrect()],
  [
    'a phone number',
    { phone: '996555000111' },
    {
      ru: 'Номер телефона изменить нельзя: по нему вы входите в кабинет.',
      en: 'The phone number cannot be changed: it is how you sign in.',
    },
  ],
];

function incorrect() {
  return { ru: 'Пожалуйста, введите корректные данные', en: 'Please enter correct information' };
}

describeEachDatabase('user/updateinfo/ field by field', ({ app }) => {
  it.each(
    BAD.flatMap(([name, body, texts]) =>
      (['ru', 'en'] as const).map((locale) => [name, locale, body, texts] as const),
    ),
  )('refuses %s (%s) with its text, writing nothing', async (_, locale: Locale, body, texts) => {
    const { token, client } = await signedInClient(app(), { email: 'old@example.kg' });
    const response = await apiInject(app(), {
      path: 'user/updateinfo/',
      body: { ...PROFILE, ...body },
      token,
      locale,
    });
    expect(response.statusCode).toBe(400);
    const field = Object.keys(body)[0] as string;
    const required = texts[locale] === specText('fieldRequired', locale);
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message: specText(required ? 'requiredFields' : 'incorrectInfo', locale),
      fields: { [field]: texts[locale] },
    });
    const [row] = await app().db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toEqual(client);
    expect(await app().db.select().from(auditLog).where(eq(auditLog.clientId, client.id))).toHaveLength(1);
  });

  it.each(['ru', 'en'] as const)('refuses a city we do not serve (%s)', async (locale) => {
    const { token } = await signedInClient(app());
    const response = await apiInject(app(), {
      path: 'user/updateinfo/',
      body: { ...PROFILE, city: KARAKOL_UNSERVED },
      token,
      locale,
    });
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'city_not_served',
      message: locale === 'ru' ? 'Нас пока нет в вашем городе :(' : 'We are not in your city yet :(',
    });
  });

  it('keeps the phone whatever else changes', async () => {
    const { token, client } = await signedInClient(app());
    const response = await apiInject(app(), { path: 'user/updateinfo/', body: PROFILE, token });
    expect(response.json().client.phone).toBe(client.phone);
  });
});
