import { ZCalculateResponse, ZGetInfoResponse } from '@ijara/contract';
import type { TStaffCompanyRecord } from '@ijara/contract/staff';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, clients } from '../../../src/db/schema/index';
import { PROFILE } from '../../fixtures/profile';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient, signIn } from '../../helpers/auth';
import { apiInject, errorOf } from '../../helpers/request';
import { draft, SEED } from '../checkout/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

/** "+996 555 12-34-56" as a person would paste it, from the stored digits. */
const typed = (digits: string) =>
  `+${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)}-${digits.slice(8, 10)}-${digits.slice(10)}`;

describeEachDatabase('employers and whose work there is confirmed', ({ app }) => {
  let manager: Person;
  let operator: Person;
  let company: TStaffCompanyRecord;

  beforeAll(async () => {
    advance(app(), 0);
    manager = await person(app(), 'manager', 'Менеджер Компаний');
    operator = await person(app(), 'operator', 'Оператор Компаний');
    const answer = await staffCall(app(), 'companies/save/', {
      cookie: manager.cookie,
      body: { nameRu: 'Бета Банк', nameEn: 'Beta Bank', discountPercent: 10, active: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    company = answer.json().company;
  });

  const employees = (text: string, version: number, locale: 'ru' | 'en' = 'ru') =>
    staffCall(app(), 'companies/employees/', {
      cookie: manager.cookie,
      locale,
      body: { id: company.id, version, text },
    });

  async function employerOf(token: string) {
    const answer = await apiInject(app(), { path: 'subscription/calculate/', token, body: draft() });
    expect(answer.statusCode, answer.body).toBe(200);
    const { calculation } = ZCalculateResponse.parse(answer.json());
    return {
      employer: calculation.employer,
      discount: calculation.lines.find((line) => line.kind === 'employer_discount')?.amount ?? 0,
    };
  }

  it('gives the discount only once the list confirms the work, and takes it back when the phone leaves it', async () => {
    const { token, client } = await signedInClient(app(), { companyId: company.id });
    expect(await employerOf(token)).toEqual({
      employer: { name: 'Бета Банк', percent: 10, verified: false },
      discount: 0,
    });

    const saved = await employees(`${typed(client.phone)}\n\n+996 700 000 001\n`, company.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      confirmed: 1,
      withdrawn: 0,
      company: { employees: 2, verifiedClients: 1 },
    });
    expect(await employerOf(token)).toEqual({
      employer: { name: 'Бета Банк', percent: 10, verified: true },
      discount: -38_900,
    });
    const info = ZGetInfoResponse.parse((await apiInject(app(), { path: 'user/getinfo/', token })).json());
    expect(info.client).toMatchObject({ company: company.id, companyVerified: true });

    const version = saved.json().company.version;
    const without = await employees('+996 700 000 001', version);
    expect(without.json()).toMatchObject({
      confirmed: 0,
      withdrawn: 1,
      company: { employees: 1, verifiedClients: 0 },
    });
    expect((await employerOf(token)).discount).toBe(0);
    company = without.json().company;
  });

  it('refuses a list with lines that are not phones, naming them, and keeps the list as it was', async () => {
    const answer = await employees('+996 700 000 001\nИванов\n0555 123 456\n12', company.version);
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toMatchObject({
      message: 'Не номер телефона в строках: 2, 4. Исправьте их или удалите.',
      fields: { text: 'Не номер телефона в строках: 2, 4. Исправьте их или удалите.' },
    });
    const english = await employees('x', company.version, 'en');
    expect(errorOf(english).message).toBe('Not a phone number on lines: 1. Correct or delete them.');
    const list = await staffCall(app(), `companies/employees/?id=${company.id}`, { cookie: manager.cookie });
    expect(list.json().phones).toEqual(['+996700000001']);
    expect((await employees('+996 700 000 002', company.version - 1)).statusCode).toBe(409);
  });

  it('confirms on sign-in and on a change of employer in the profile; clearing it ends the discount', async () => {
    await employees('+996 700 000 001\n+996 700 000 077', company.version);
    company = (await staffCall(app(), 'companies/', { cookie: manager.cookie }))
      .json()
      .companies.find((row: TStaffCompanyRecord) => row.id === company.id);
    const signedIn = await signIn(app(), '996700000077', { company: company.id });
    const [row] = await app().db.select().from(clients).where(eq(clients.id, signedIn.clientID));
    expect(row).toMatchObject({ companyId: company.id, companyVerifiedBy: 'list' });

    const { token } = await signedInClient(app(), { phone: '996700000001' });
    const chosen = await apiInject(app(), {
      path: 'user/updateinfo/',
      token,
      body: { ...PROFILE, company: company.id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().client).toMatchObject({ company: company.id, companyVerified: true });
    const cleared = await apiInject(app(), {
      path: 'user/updateinfo/',
      token,
      body: { ...PROFILE, company: null },
    });
    expect(cleared.json().client).toMatchObject({ company: null, companyVerified: false });
    expect((await employerOf(token)).employer).toBeNull();
  });

  it('a manager confirms after a document; a list saved later keeps that; operators may not', async () => {
    const { token, client } = await signedInClient(app(), { companyId: company.id });
    const body = {
      clientID: client.id,
      companyID: company.id,
      action: 'confirm',
      reason: 'Справка с работы',
    };
    expect(
      (await staffCall(app(), 'companies/employment/', { cookie: operator.cookie, body })).statusCode,
    ).toBe(403);
    const confirmed = await staffCall(app(), 'companies/employment/', { cookie: manager.cookie, body });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ employment: 'staff', companyID: company.id });
    const relisted = await employees('+996 700 000 001', company.version);
    expect(relisted.json()).toMatchObject({ withdrawn: 1 });
    expect((await employerOf(token)).discount).toBe(-38_900);

    const stale = await staffCall(app(), 'companies/employment/', {
      cookie: manager.cookie,
      body: { ...body, companyID: SEED.joldoshFinance, action: 'withdraw' },
    });
    expect(stale.statusCode).toBe(409);
    const page = await staffCall(app(), `clients/one/?id=${client.id}`, { cookie: manager.cookie });
    expect(page.json().client).toMatchObject({
      company: 'Бета Банк',
      companyID: company.id,
      employment: 'staff',
    });

    const audit = await app()
      .db.select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, client.id), like(auditLog.action, 'client.employment%')))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      {
        action: 'client.employment_confirmed',
        details: {
          reason: 'Справка с работы',
          company: company.id,
          before: { employment: 'pending' },
          after: { employment: 'staff' },
        },
      },
    ]);
  });

  it('edits a company from the version the page showed; a switched-off one leaves the sign-in list', async () => {
    const list = (await staffCall(app(), 'companies/', { cookie: manager.cookie })).json().companies;
    const current = list.find((row: TStaffCompanyRecord) => row.id === company.id);
    const body = {
      id: company.id,
      version: current.version,
      nameRu: 'Бета Банк',
      nameEn: 'Beta Bank',
      discountPercent: 101,
      active: true,
    };
    const bad = await staffCall(app(), 'companies/save/', { cookie: manager.cookie, body });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ discountPercent: 'Скидка — целое число процентов от 0 до 100.' });
    const off = await staffCall(app(), 'companies/save/', {
      cookie: manager.cookie,
      body: { ...body, discountPercent: 10, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const stale = await staffCall(app(), 'companies/save/', {
      cookie: manager.cookie,
      body: { ...body, discountPercent: 12 },
    });
    expect(stale.statusCode).toBe(409);
    const publicList = await apiInject(app(), { path: 'info/companies/' });
    expect(publicList.json().companies.some((row: { id: number }) => row.id === company.id)).toBe(false);
  });
});
