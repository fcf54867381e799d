import { AUTH_LIMITS, specText, ZConfirmationResponse } from '@ijara/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { clients } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import {
  BISHKEK,
  confirmCode,
  createClient,
  lastCode,
  rewind,
  signIn,
  startSignIn,
  uniquePhone,
} from '../../helpers/auth';
import { errorOf } from '../../helpers/request';

/** A six-digit code that is not `code`. */
function wrong(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, '0');
}

async function started(app: Parameters<typeof lastCode>[0], options: { company?: number } = {}) {
  const phone = uniquePhone();
  const response = await startSignIn(app, { phone, ...options });
  expect(response.statusCode).toBe(200);
  return { phone, code: lastCode(app, phone) };
}

describeEachDatabase('auth/confirmation/ checks the code', ({ app }) => {
  it('signs a new phone in: a token, and a client with the city and employer chosen', async () => {
    const { phone, code } = await started(app(), { company: 2 });
    const response = await confirmCode(app(), phone, code);
    expect(response.statusCode).toBe(200);
    const answer = ZConfirmationResponse.parse(response.json());
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [client] = await app().db.select().from(clients).where(eq(clients.phone, phone));
    expect(client).toMatchObject({ id: answer.clientID, cityId: BISHKEK, companyId: 2, firstName: '' });
  });

  it('signs a known client in with a new token each time, keeping the client', async () => {
    const known = await createClient(app(), { cityId: 2, companyId: 1 });
    const first = await signIn(app(), known.phone);
    await rewind(app(), 61, { phone: known.phone });
    const second = await signIn(app(), known.phone);
    expect([first.clientID, second.clientID]).toEqual([known.id, known.id]);
    expect(first.token).not.toBe(second.token);
    const [client] = await app().db.select().from(clients).where(eq(clients.id, known.id));
    // The city chosen at sign-in becomes the client's; an employer left out stays as it was.
    expect(client).toMatchObject({ cityId: BISHKEK, companyId: 1, firstName: known.firstName });
  });

  it.each([
    ['ru', 'Неверный код авторизации'],
    ['en', 'Invalid authorization code'],
  ] as const)('answers a wrong code with 400 invalid_code (%s)', async (locale, message) => {
    const { phone, code } = await started(app());
    const response = await confirmCode(app(), phone, wrong(code), locale);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ statusCode: '400', code: 'invalid_code', message });
    expect((await confirmCode(app(), phone, code)).statusCode).toBe(200);
  });

  it('voids the code at the fifth wrong try: the right code then fails', async () => {
    const { phone, code } = await started(app());
    for (let i = 1; i <= AUTH_LIMITS.maxWrongCodes; i++) {
      expect(errorOf(await confirmCode(app(), phone, wrong(code, i))).code).toBe('invalid_code');
    }
    const latest = await app().auth.codes.latest(phone);
    expect(latest?.attempts).toBe(5);
    expect(latest?.voidedAt).not.toBeNull();
    const right = await confirmCode(app(), phone, code, 'en');
    expect(right.statusCode).toBe(400);
    expect(errorOf(right)).toEqual({
      statusCode: '400',
      code: 'code_expired',
      message:
        'This code no longer works: it has expired or was entered wrong too many times. Ask for a new code.',
    });
  });

  it('six wrong codes in a row cannot sign in', async () => {
    const { phone, code } = await started(app());
    const answers = [];
    for (let i = 1; i <= 6; i++) answers.push((await confirmCode(app(), phone, wrong(code, i))).statusCode);
    answers.push((await confirmCode(app(), phone, code)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect((await app().auth.codes.latest(phone))?.attempts).toBe(5);
  });

  it('lets the right code through after four wrong ones', async () => {
    const { phone, code } = await started(app());
    for (let i = 1; i <= 4; i++) await confirmCode(app(), phone, wrong(code, i));
    expect((await confirmCode(app(), phone, code)).statusCode).toBe(200);
  });

  it('refuses an expired code (5 minutes), saying so and what to do', async () => {
    const { phone, code } = await started(app());
    await rewind(app(), AUTH_LIMITS.codeTtlSeconds + 1, { phone });
    const response = await confirmCode(app(), phone, code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      statusCode: '400',
      code: 'code_expired',
      message:
        'Этот код больше не действует: истёк срок или было слишком много неверных попыток. Запросите новый код.',
    });
  });

  it('accepts a code just inside its 5 minutes', async () => {
    const { phone, code } = await started(app());
    await rewind(app(), AUTH_LIMITS.codeTtlSeconds - 5, { phone });
    expect((await confirmCode(app(), phone, code)).statusCode).toBe(200);
  });

  it('works once: a used code cannot sign in again', async () => {
    const { phone, code } = await started(app());
    expect((await confirmCode(app(), phone, code)).statusCode).toBe(200);
    expect(errorOf(await confirmCode(app(), phone, code)).code).toBe('code_expired');
  });

  it('answers a phone that was sent no code like an expired code', async () => {
    expect(errorOf(await confirmCode(app(), uniquePhone(), '123456')).code).toBe('code_expired');
  });

  it('gives one token for one code, however many confirmations race', async () => {
    const { phone, code } = await started(app());
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirmCode(app(), phone, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('counts at most five tries however many wrong guesses race', async () => {
    const { phone, code } = await started(app());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => confirmCode(app(), phone, wrong(code, i + 1))),
    );
    const codes = answers.map((a) => errorOf(a).code);
    expect(codes.filter((c) => c === 'invalid_code')).toHaveLength(5);
    expect(codes.filter((c) => c === 'code_expired')).toHaveLength(45);
    expect((await app().auth.codes.latest(phone))?.attempts).toBe(5);
    expect((await confirmCode(app(), phone, code)).statusCode).toBe(400);
  });

  it('validates the code format before trying it', async () => {
    const { phone } = await started(app());
    const response = await confirmCode(app(), phone, '12ab56', 'en');
    expect(errorOf(response).fields).toEqual({ code: specText('incorrectInfo', 'en') });
    expect((await app().auth.codes.latest(phone))?.attempts).toBe(0);
  });
});
