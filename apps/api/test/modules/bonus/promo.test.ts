import { specText, ZBonusInfoResponse, ZPromoResponse } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, promoCodes } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';
import { balanceOf, redeem, usedCount } from './fixture';

let made = 0;
/** A bonus code of its own (overrides win), so suites do not share its uses. */
async function bonusCode(
  app: Parameters<typeof redeem>[0],
  overrides: Partial<typeof promoCodes.$inferInsert> = {},
) {
  made += 1;
  const code = `TESTBONUS${made}X${Date.now() % 100_000}`;
  await app.db.insert(promoCodes).values({ code, kind: 'bonus', amount: 10_000, ...overrides });
  return code;
}

const REFUSALS = [
  ['an unknown code', 'NOSUCHCODE', 'There is no such promo code.', 'Такого промокода нет.'],
  [
    'a subscription code',
    'FIRST50',
    'This code gives a discount on a subscription: enter it at checkout.',
    'Этот код даёт скидку на подписку: введите его при оформлении.',
  ],
  ['an expired code', 'NEWYEAR2025', 'This promo code has expired.', 'Срок действия промокода истёк.'],
  ['a code used up', 'GIFT1000', 'This promo code has run out.', 'Промокод закончился.'],
] as const;

describeEachDatabase('bonus/promo/ and bonus/info/', ({ app }) => {
  it('credits a seeded bonus code once, whatever its case, and shows it in the history', async () => {
    const { token, client } = await signedInClient(app());
    const before = await usedCount(app(), 'WELCOME500');
    const first = await redeem(app(), token, ' welcome500 ');
    expect(first.statusCode, first.body).toBe(200);
    expect(ZPromoResponse.parse(first.json())).toEqual({
      statusCode: '200',
      bonus: 50_000,
      credited: 50_000,
    });
    expect(await usedCount(app(), 'WELCOME500')).toBe((before ?? 0) + 1);

    const info = ZBonusInfoResponse.parse((await apiInject(app(), { path: 'bonus/info/', token })).json());
    expect(info.bonus).toBe(50_000);
    expect(info.history).toEqual([
      expect.objectContaining({ type: 'promo', amount: 50_000, promo: 'WELCOME500', paymentID: null }),
    ]);
    const audit = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), eq(auditLog.action, 'bonus.promo')));
    expect(audit).toHaveLength(1);
  });

  it.each(['ru', 'en'] as const)('refuses the same code a second time (%s)', async (locale) => {
    const { token, client } = await signedInClient(app());
    expect((await redeem(app(), token, 'BONUS100')).statusCode).toBe(200);
    const again = await redeem(app(), token, 'bonus100', { locale });
    const text =
      locale === 'ru' ? 'Вы уже использовали этот промокод.' : 'You have already used this promo code.';
    expect(errorOf(again)).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message: text,
      fields: { promo: text },
    });
    expect(await balanceOf(app(), client.id)).toEqual({ bonus: 10_000, ledgerSum: 10_000, ledgerRows: 1 });
  });

  it.each(
    REFUSALS.flatMap(([name, code, en, ru]) => [
      [name, 'en', code, en],
      [name, 'ru', code, ru],
    ]),
  )('refuses %s (%s), writing nothing', async (_, locale, code, text) => {
    const { token, client } = await signedInClient(app());
    const used = await usedCount(app(), code);
    const response = await redeem(app(), token, code, { locale: locale as 'ru' | 'en' });
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message: text,
      fields: { promo: text },
    });
    expect(await balanceOf(app(), client.id)).toEqual({ bonus: 0, ledgerSum: 0, ledgerRows: 0 });
    expect(await usedCount(app(), code)).toBe(used);
  });

  it('refuses a code whose time has not come', async () => {
    const code = await bonusCode(app(), { validFrom: new Date(Date.now() + 86_400_000) });
    const { token } = await signedInClient(app());
    expect(errorOf(await redeem(app(), token, code, { locale: 'en' })).message).toBe(
      'This promo code is not active yet.',
    );
  });

  it.each(['ru', 'en'] as const)('answers bad bodies precisely (%s)', async (locale) => {
    const { token, client } = await signedInClient(app());
    for (const [body, field] of [
      [undefined, specText('fieldRequired', locale)],
      ['   ', specText('fieldRequired', locale)],
      [42, specText('incorrectInfo', locale)],
      ['X'.repeat(41), specText('incorrectInfo', locale)],
    ] as const) {
      const response = await redeem(app(), token, body, { locale });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ promo: field });
    }
    const keyless = await apiInject(app(), {
      path: 'bonus/promo/',
      body: { promo: 'BONUS100' },
      token,
      locale,
    });
    expect(errorOf(keyless)).toEqual({
      statusCode: '400',
      code: 'bad_request',
      message: specText('idempotencyKeyRequired', locale),
    });
    expect(await balanceOf(app(), client.id)).toEqual({ bonus: 0, ledgerSum: 0, ledgerRows: 0 });
  });

  it('keeps the cap of a code when many clients redeem it at once', async () => {
    const code = await bonusCode(app(), { maxUses: 10 });
    const clients = await Promise.all(Array.from({ length: 30 }, () => signedInClient(app())));
    const answers = await Promise.all(
      clients.map(({ token }) => redeem(app(), token, code, { locale: 'en' })),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(
      answers.filter((response) => response.statusCode !== 200).map((response) => errorOf(response).message),
    ).toEqual(Array(20).fill('This promo code has run out.'));
    expect(await usedCount(app(), code)).toBe(10);
  });

  it('credits a code once when one client sends it many times at once', async () => {
    const code = await bonusCode(app());
    const { token, client } = await signedInClient(app());
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(app(), token, code)));
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(app(), client.id)).toEqual({ bonus: 10_000, ledgerSum: 10_000, ledgerRows: 1 });
    expect(await usedCount(app(), code)).toBe(1);
  });
});
