import { fillText, formatWait, type Locale } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { codeSends } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { lastCode, rewind, startSignIn, uniqueIp, uniquePhone } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';

/** A 429 of the limit whose text is `text`, with a Retry-After within [min, max] seconds. */
function expectLimited(
  response: LightMyRequestResponse,
  text: 'codeResendWait' | 'codeSendLimit' | 'networkSendLimit',
  locale: Locale,
  [min, max]: [number, number],
): number {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(min);
  expect(retryAfter).toBeLessThanOrEqual(max);
  expect(errorOf(response)).toEqual({
    statusCode: '429',
    code: 'rate_limited',
    message: fillText(text, locale, { wait: formatWait(retryAfter, locale) }),
  });
  return retryAfter;
}

describeEachDatabase('the send limits of DESIGN.md §5', ({ app }) => {
  it.each(['ru', 'en'] as const)('keeps 60 s between two sends to a phone (%s)', async (locale) => {
    const phone = uniquePhone();
    await startSignIn(app(), { phone, locale });
    const code = lastCode(app(), phone);
    const again = await startSignIn(app(), { phone, locale });
    const wait = expectLimited(again, 'codeResendWait', locale, [58, 60]);
    const ru = wait === 60 ? '1\u00a0минуту' : `${wait}\u00a0секунд`;
    const en = wait === 60 ? '1\u00a0minute' : `${wait}\u00a0seconds`;
    expect(errorOf(again).message).toBe(
      locale === 'ru' ? `Новый код можно запросить через ${ru}.` : `You can request a new code in ${en}.`,
    );
    // Nothing was sent and the first code still works.
    expect(app().auth.channels.outbox?.list(phone)).toHaveLength(1);
    expect(lastCode(app(), phone)).toBe(code);
    await rewind(app(), 61, { phone });
    expect((await startSignIn(app(), { phone, locale })).statusCode).toBe(200);
  });

  it.each(['ru', 'en'] as const)('sends at most 3 codes per phone in 10 minutes (%s)', async (locale) => {
    const phone = uniquePhone();
    for (let i = 0; i < 3; i++) {
      expect((await startSignIn(app(), { phone, locale })).statusCode).toBe(200);
      await rewind(app(), 61, { phone });
    }
    // The first send was 183 s ago: the window frees in 417 s, shown as 7 minutes.
    const refused = await startSignIn(app(), { phone, locale });
    // The database's clock runs on while the sends are made: allow for a slow machine.
    expectLimited(refused, 'codeSendLimit', locale, [387, 417]);
    expect(errorOf(refused).message).toBe(
      locale === 'ru'
        ? 'Слишком много запросов кода. Попробуйте через 7\u00a0минут.'
        : 'Too many codes requested. Try again in 7\u00a0minutes.',
    );
    await rewind(app(), 418, { phone });
    expect((await startSignIn(app(), { phone, locale })).statusCode).toBe(200);
  });

  it('tells the countdown of the 10-minute limit after the third send', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 2; i++) {
      await startSignIn(app(), { phone });
      await rewind(app(), 100, { phone });
    }
    const third = await startSignIn(app(), { phone });
    // The first of three went 200 s ago: the next may go in 400 s, not in 60.
    expect(third.json().resendAfter).toBeGreaterThanOrEqual(399);
    expect(third.json().resendAfter).toBeLessThanOrEqual(400);
  });

  it.each(['ru', 'en'] as const)('sends at most 10 codes per phone in 24 hours (%s)', async (locale) => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i++) {
      expect((await startSignIn(app(), { phone, locale })).statusCode).toBe(200);
      await rewind(app(), 601, { phone });
    }
    // The first send was 6010 s ago: 80390 s to wait, shown as 23 hours.
    const refused = await startSignIn(app(), { phone, locale });
    expectLimited(refused, 'codeSendLimit', locale, [80360, 80390]);
    expect(errorOf(refused).message).toBe(
      locale === 'ru'
        ? 'Слишком много запросов кода. Попробуйте через 23\u00a0часа.'
        : 'Too many codes requested. Try again in 23\u00a0hours.',
    );
  });

  it.each(['ru', 'en'] as const)('allows 30 sign-in starts per IP per hour (%s)', async (locale) => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      expect((await startSignIn(app(), { phone: uniquePhone(), ip, locale })).statusCode).toBe(200);
    }
    const refused = await startSignIn(app(), { phone: uniquePhone(), ip, locale });
    const wait = expectLimited(refused, 'networkSendLimit', locale, [3590, 3600]);
    expect(errorOf(refused).message).toBe(
      fillText('networkSendLimit', locale, { wait: formatWait(wait, locale) }),
    );
    expect(errorOf(refused).message).toMatch(
      locale === 'ru' ? /^Слишком много попыток входа из вашей сети/ : /^Too many sign-ins from your network/,
    );
    // Another network is not affected; an hour later this one may start again.
    expect((await startSignIn(app(), { phone: uniquePhone(), ip: uniqueIp() })).statusCode).toBe(200);
    await rewind(app(), 3601, { ip });
    expect((await startSignIn(app(), { phone: uniquePhone(), ip })).statusCode).toBe(200);
  });

  it('counts only sends: refused starts do not use up the network', async () => {
    const ip = uniqueIp();
    const phone = uniquePhone();
    await startSignIn(app(), { phone, ip });
    for (let i = 0; i < 40; i++) expect((await startSignIn(app(), { phone, ip })).statusCode).toBe(429);
    expect((await startSignIn(app(), { phone: uniquePhone(), ip })).statusCode).toBe(200);
  });

  it('holds under parallel starts for one phone: one send, the rest 429', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => startSignIn(app(), { phone, ip: uniqueIp() })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(19);
    expect(app().auth.channels.outbox?.list(phone)).toHaveLength(1);
  });

  it('takes the address from X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const proxy = uniqueIp();
    const phone = uniquePhone();
    const response = await apiInject(app(), {
      path: 'auth/registration/',
      body: { phone, city: 1 },
      ip: proxy,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await sendRows(phone);
    expect(row?.ip).toBe(proxy);
  });

  const sendRows = (phone: string) => app().db.select().from(codeSends).where(eq(codeSends.phone, phone));
});

describeEachDatabase(
  'behind a trusted proxy',
  ({ app }) => {
    it('limits each forwarded address on its own', async () => {
      const proxy = uniqueIp();
      const start = (client: string) =>
        apiInject(app(), {
          path: 'auth/registration/',
          body: { phone: uniquePhone(), city: 1 },
          ip: proxy,
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 30; i++) expect((await start('203.0.113.7')).statusCode).toBe(200);
      expect((await start('203.0.113.7')).statusCode).toBe(429);
      expect((await start('203.0.113.8')).statusCode).toBe(200);
    });

    it('takes the right-most forwarded address: a client rotating the left-most one stays one address', async () => {
      const proxy = uniqueIp();
      const start = (spoofed: string) =>
        apiInject(app(), {
          path: 'auth/registration/',
          body: { phone: uniquePhone(), city: 1 },
          ip: proxy,
          // What a client writes comes first; the proxy appends the address it saw.
          headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.23` },
        });
      for (let i = 0; i < 30; i++) expect((await start(`10.9.${i}.1`)).statusCode).toBe(200);
      const over = await start('10.9.200.1');
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    });
  },
  { TRUST_PROXY: '1' },
);
