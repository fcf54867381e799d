import { ZCalculateResponse } from '@ijara/contract';
import type { TStaffPromoCode } from '@ijara/contract/staff';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index';
import { takePromoUse } from '../../../src/promo/codes';
import { describeEachDatabase } from '../../helpers/app';
import { apiInject } from '../../helpers/request';
import { buyer, IPHONE_RENT, SEED } from '../checkout/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

const DRAFT = {
  model: SEED.iphone,
  term: 12,
  city: SEED.bishkek,
  insurance: false,
  delivery: 'pickup',
  office: SEED.chuyOffice,
};

let codes = 0;
/** A fresh code text: upper-case letters and digits. */
const nextCode = () => {
  codes += 1;
  return `SPRING${Date.now().toString(36).toUpperCase()}${codes}`;
};

const SUBSCRIPTION_CODE = {
  kind: 'subscription',
  amount: null,
  percent: 15,
  appliesTo: 'every_month',
  validFrom: null,
  validTo: null,
  maxUses: 100,
  active: true,
};

describeEachDatabase('staff promo codes', ({ app }) => {
  let manager: Person;
  let operator: Person;

  beforeAll(async () => {
    advance(app(), 0);
    manager = await person(app(), 'manager', 'Менеджер Акций');
    operator = await person(app(), 'operator', 'Оператор Чуй');
  });

  const save = (body: object, who: Person = manager, locale: 'ru' | 'en' = 'ru') =>
    staffCall(app(), 'promo/save/', { cookie: who.cookie, body, locale });

  async function created(overrides: object = {}): Promise<TStaffPromoCode> {
    const answer = await save({ code: nextCode(), ...SUBSCRIPTION_CODE, ...overrides });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().code as TStaffPromoCode;
  }

  async function calculate(code: string) {
    const client = await buyer(app());
    const { token } = await app().auth.sessions.issue(app().db, client.id, '127.0.0.1', 'code');
    const response = await apiInject(app(), {
      path: 'subscription/calculate/',
      body: { ...DRAFT, promo: code },
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZCalculateResponse.parse(response.json()).calculation;
  }

  it('a new subscription code works at subscription/calculate/ at once', async () => {
    const code = await created();
    expect(code).toMatchObject({
      kind: 'subscription',
      percent: 15,
      used: 0,
      clients: 0,
      perClient: 1,
      version: 0,
    });
    const calculation = await calculate(code.code);
    expect(calculation.promo).toMatchObject({ code: code.code, valid: true });
    expect(calculation.monthly).toBe(IPHONE_RENT[12] - 58_300);
  });

  it('a switched-off code is refused at checkout with the existing message', async () => {
    const code = await created();
    const off = await staffCall(app(), 'promo/active/', {
      cookie: manager.cookie,
      body: { id: code.id, version: code.version, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().code).toMatchObject({ active: false, version: 1 });
    expect((await calculate(code.code)).promo).toEqual({
      code: code.code,
      valid: false,
      reason: 'unknown',
      message: 'Такого промокода нет.',
    });
  });

  it('a used code keeps its discount (409), while its dates and cap may change; the list counts the uses', async () => {
    const code = await created({ percent: 20 });
    const client = await buyer(app());
    expect(await app().db.transaction((tx) => takePromoUse(tx, code.id, client.id))).toBe('ok');

    const edit = { ...SUBSCRIPTION_CODE, id: code.id, version: code.version, code: code.code, percent: 20 };
    const changed = await save({ ...edit, percent: 30 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'Этим кодом уже пользовались: код, вид и размер скидки или баллов не меняются. Выключите его и создайте новый код.',
    );
    const fixed = await save({ ...edit, amount: 50_000, percent: null });
    expect(fixed.statusCode).toBe(409);

    const belowUsed = await save({ ...edit, maxUses: 1, validTo: '2027-01-31' });
    expect(belowUsed.statusCode, belowUsed.body).toBe(200);
    expect(belowUsed.json().code).toMatchObject({ maxUses: 1, validTo: '2027-01-31', used: 1, clients: 1 });

    const list = await staffCall(app(), 'promo/', { cookie: manager.cookie });
    expect(list.statusCode).toBe(200);
    const listed = (list.json().codes as TStaffPromoCode[]).find((row) => row.id === code.id);
    expect(listed).toMatchObject({ used: 1, clients: 1, validTo: '2027-01-31' });
    // Seeded codes are listed too: LAUNCH100 used up (100 of 100).
    expect((list.json().codes as TStaffPromoCode[]).find((row) => row.code === 'LAUNCH100')).toMatchObject({
      used: 100,
      maxUses: 100,
    });
  });

  it('an unused code may change anything; a stale version answers 409', async () => {
    const code = await created();
    const renamed = nextCode();
    const edit = { ...SUBSCRIPTION_CODE, id: code.id, version: code.version, code: renamed, percent: null };
    const answer = await save({ ...edit, amount: 50_000, appliesTo: 'first_month' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().code).toMatchObject({ code: renamed, amount: 50_000, percent: null, version: 1 });
    const stale = await save({ ...edit, amount: 60_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
  });

  it('bad input answers 400 naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ code: 'spring25' }, 'code', 'Код — от 3 до 32 символов'],
      [{ code: 'AB' }, 'code', 'Код — от 3 до 32 символов'],
      [{ code: nextCode(), percent: 101 }, 'percent', 'Процент — целое число от 1 до 100.'],
      [{ code: nextCode(), validFrom: '2027-02-01', validTo: '2027-01-31' }, 'validTo', 'Последний день'],
      [{ code: nextCode(), percent: null }, 'amount', 'Укажите скидку'],
      [{ code: nextCode(), percent: null, amount: 12_345 }, 'amount', 'Сумма — целое число сомов'],
      [{ code: 'SAVE10' }, 'code', 'Такой код уже есть'],
    ];
    for (const [overrides, field, text] of cases) {
      const answer = await save({ ...SUBSCRIPTION_CODE, ...overrides });
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(answer.json().fields)).toEqual([field]);
      expect(answer.json().fields[field]).toContain(text);
    }
  });

  it('a bonus code keeps points only', async () => {
    const code = await created({ kind: 'bonus', amount: 30_000, percent: null, appliesTo: 'first_month' });
    expect(code).toMatchObject({ kind: 'bonus', amount: 30_000, percent: null, appliesTo: null });
    const noPoints = await save({ ...SUBSCRIPTION_CODE, code: nextCode(), kind: 'bonus', percent: null });
    expect(noPoints.json().fields).toEqual({ amount: 'Укажите, сколько баллов начисляет код (в сомах).' });
  });

  it('an operator may not read or change codes', async () => {
    expect((await staffCall(app(), 'promo/', { cookie: operator.cookie })).statusCode).toBe(403);
    const answer = await save({ code: nextCode(), ...SUBSCRIPTION_CODE }, operator);
    expect(answer.statusCode).toBe(403);
  });

  it('writes one audit row per change, before → after', async () => {
    const code = await created({ percent: 10 });
    const edit = { ...SUBSCRIPTION_CODE, id: code.id, version: 0, code: code.code, percent: 12 };
    expect((await save(edit)).statusCode).toBe(200);
    const off = await staffCall(app(), 'promo/active/', {
      cookie: manager.cookie,
      body: { id: code.id, version: 1, active: false },
    });
    expect(off.statusCode).toBe(200);
    const rows = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'promo_code'), eq(auditLog.entityId, String(code.id))))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.action, row.staffId, row.actor])).toEqual([
      ['promo.created', manager.id, 'staff'],
      ['promo.updated', manager.id, 'staff'],
      ['promo.switched_off', manager.id, 'staff'],
    ]);
    expect(rows[1]?.details).toEqual({ code: code.code, before: { percent: 10 }, after: { percent: 12 } });
    expect(rows[2]?.details).toEqual({ code: code.code, before: { active: true }, after: { active: false } });
  });
});
