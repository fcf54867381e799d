import { isValidImei, ZStaffClaimResponse, ZStaffClaimsResponse } from '@ijara/contract/staff';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, claimFiles, claims } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { errorOf } from '../../helpers/request';
import { NOW, PDF, PHOTO, rented, reported } from '../claims/fixture';
import { type Person, person, staffCall } from '../staff/fixture';
import { setNow } from '../subscriptions/fixture';

let imeis = 0;

/** A fresh valid IMEI: 14 digits and their Luhn check digit. */
function nextImei(): string {
  imeis += 1;
  const body = `3581${String(imeis).padStart(10, '0')}`;
  for (let check = 0; check < 10; check += 1) if (isValidImei(`${body}${check}`)) return `${body}${check}`;
  throw new Error('no check digit');
}

describeEachDatabase(
  'staff claims: the list, one claim with its evidence and amounts, taking it, the staff’s files',
  ({ app }) => {
    let operator: Person;
    let osh: Person;
    let manager: Person;
    let photo: string;

    beforeAll(async () => {
      setNow(app(), NOW);
      operator = await person(app(), 'operator', 'Оператор Чуй');
      osh = await person(app(), 'operator', 'Оператор Ош');
      const member = (await app().staff.accounts.list()).find((m) => m.id === osh.id);
      if (!member) throw new Error('no osh operator');
      // The seed's third office is in Osh: the claims of Bishkek are not within this operator's reach.
      await app().staff.accounts.update({ staffId: null, ip: '127.0.0.1' }, { ...member, offices: [3] });
      manager = await person(app(), 'manager', 'Менеджер Претензий');
      photo = await PHOTO;
    });

    it('lists the open claims newest first with the late ones marked; one shows the evidence and each amount', async () => {
      const { token, subscription, unit } = await rented(app(), { insurance: true });
      const claim = await reported(app(), token, subscription.id, {
        kind: 'stolen',
        happenedAt: '2026-12-08T05:00:00Z',
        photos: [photo],
        policeReport: { type: 'pdf', data: PDF },
      });
      const listed = await staffCall(app(), 'claims/', { cookie: operator.cookie });
      expect(listed.statusCode).toBe(200);
      const claims = ZStaffClaimsResponse.parse(listed.json()).claims;
      expect(claims[0]).toMatchObject({
        id: claim.id,
        status: 'received',
        late: true,
        insured: true,
        kind: 'stolen',
      });
      const one = await staffCall(app(), `claims/one/?id=${claim.id}`, { cookie: operator.cookie });
      expect(one.statusCode).toBe(200);
      const detail = ZStaffClaimResponse.parse(one.json()).claim;
      expect(detail.subscription).toMatchObject({
        id: subscription.id,
        insurance: true,
        deviceValue: 9_500_000,
      });
      expect(detail.subscription.unitID).toBe(unit.id);
      expect(detail.photos).toHaveLength(1);
      expect(detail.policeReport?.type).toBe('pdf');
      // Late and insured: each outcome with and without the cover.
      expect(detail.quotes).toEqual([
        { outcome: 'written_off', coverApplies: true, basis: 'theft_share', amount: 4_750_000 },
        { outcome: 'written_off', coverApplies: false, basis: 'full_value', amount: 9_500_000 },
        { outcome: 'rejected', coverApplies: true, basis: 'rejected', amount: 0 },
        { outcome: 'rejected', coverApplies: false, basis: 'rejected', amount: 0 },
      ]);
      // The staff's file routes serve the session's reach, never cached.
      const file = await staffCall(app(), detail.photos[0]?.thumb?.replace('/api/staff/', '') ?? '', {
        cookie: operator.cookie,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('no-store');
      const report = await staffCall(app(), detail.policeReport?.url.replace('/api/staff/', '') ?? '', {
        cookie: operator.cookie,
      });
      expect(report.headers['content-type']).toBe('application/pdf');
      // Another office's operator sees neither the claim nor its files.
      const elsewhere = await staffCall(app(), `claims/one/?id=${claim.id}`, { cookie: osh.cookie });
      expect(elsewhere.statusCode).toBe(404);
      expect(errorOf(elsewhere).message).toBe('Заявка не найдена или не относится к вашим офисам.');
      const theirs = await staffCall(app(), detail.photos[0]?.url.replace('/api/staff/', '') ?? '', {
        cookie: osh.cookie,
      });
      expect(theirs.statusCode).toBe(404);
      const oshList = ZStaffClaimsResponse.parse(
        (await staffCall(app(), 'claims/', { cookie: osh.cookie })).json(),
      );
      expect(oshList.claims.map((c) => c.id)).not.toContain(claim.id);
    });

    it('taking a claim: received → assessing, once; an operator may not decide', async () => {
      const { token, subscription } = await rented(app());
      const claim = await reported(app(), token, subscription.id);
      const taken = await staffCall(app(), 'claims/take/', {
        cookie: operator.cookie,
        body: { id: claim.id, version: 0 },
      });
      expect(taken.statusCode).toBe(200);
      expect(ZStaffClaimResponse.parse(taken.json()).claim).toMatchObject({
        status: 'assessing',
        takenBy: 'Оператор Чуй',
        version: 1,
      });
      const again = await staffCall(app(), 'claims/take/', {
        cookie: operator.cookie,
        body: { id: claim.id, version: 0 },
      });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe('version_conflict');
      const decided = await staffCall(app(), 'claims/decide/', {
        cookie: operator.cookie,
        body: { id: claim.id, version: 1, outcome: 'rejected', reason: 'Износ' },
      });
      expect(decided.statusCode).toBe(403);
      const audit = await app()
        .db.select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'claim'), eq(auditLog.entityId, String(claim.id))))
        .orderBy(auditLog.id);
      expect(audit.map((row) => row.action)).toEqual(['claim.created', 'claim.taken']);
      expect(audit[1]?.details).toMatchObject({
        before: { status: 'received' },
        after: { status: 'assessing' },
      });
    });

    it('bad decisions: an outcome of another kind, the cover refused on time, no repair cost', async () => {
      const { token, subscription } = await rented(app(), { insurance: true });
      const claim = await reported(app(), token, subscription.id);
      const body = { id: claim.id, version: 0, reason: 'Осмотр' };
      const kind = await staffCall(app(), 'claims/decide/', {
        cookie: manager.cookie,
        body: { ...body, outcome: 'written_off' },
      });
      expect(kind.statusCode).toBe(400);
      expect(errorOf(kind).fields?.outcome).toBe(
        'Это решение не подходит к заявке: поломка — ремонт, замена или отказ; утеря и кража — списание или отказ.',
      );
      const cover = await staffCall(app(), 'claims/decide/', {
        cookie: manager.cookie,
        body: { ...body, outcome: 'repair', coverApplies: false, repairCost: 100_000 },
      });
      expect(cover.statusCode).toBe(400);
      expect(errorOf(cover).fields?.coverApplies).toBe(
        'Отказать в страховом покрытии можно только по заявке, поданной позже 24 часов после события.',
      );
      const uninsured = await rented(app(), { insurance: false });
      const second = await reported(app(), uninsured.token, uninsured.subscription.id);
      const cost = await staffCall(app(), 'claims/decide/', {
        cookie: manager.cookie,
        body: { id: second.id, version: 0, reason: 'Осмотр', outcome: 'repair' },
      });
      expect(cost.statusCode).toBe(400);
      expect(errorOf(cost).fields?.repairCost).toBe(
        'Укажите стоимость ремонта: без страхового покрытия её оплачивает клиент.',
      );
      const decided = await staffCall(app(), 'claims/decide/', {
        cookie: manager.cookie,
        body: { ...body, outcome: 'rejected', reason: 'Естественный износ' },
      });
      expect(decided.statusCode).toBe(200);
      const late = await staffCall(app(), 'claims/decide/', {
        cookie: manager.cookie,
        body: { ...body, version: 1, outcome: 'repair' },
      });
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).message).toBe('По этой заявке уже принято решение: изменить его нельзя.');
    });

    it('a return received as damaged opens a claim of its own, with the return’s photos, being assessed', async () => {
      const { subscription } = await rented(app(), { insurance: false });
      const received = await staffCall(app(), 'returns/receive/', {
        cookie: operator.cookie,
        body: {
          subscriptionID: subscription.id,
          imei: nextImei(),
          note: 'Трещина на корпусе',
          photos: [photo],
          outcome: 'damaged',
        },
      });
      expect(received.statusCode, received.body).toBe(200);
      const [claim] = await app().db.select().from(claims).where(eq(claims.subscriptionId, subscription.id));
      expect(claim).toMatchObject({
        kind: 'broken',
        source: 'return',
        status: 'assessing',
        description: 'Трещина на корпусе',
        insured: false,
      });
      if (!claim) throw new Error('no claim');
      const files = await app().db.select().from(claimFiles).where(eq(claimFiles.claimId, claim.id));
      expect(files).toHaveLength(1);
      const listed = ZStaffClaimsResponse.parse(
        (await staffCall(app(), 'claims/?status=assessing', { cookie: operator.cookie })).json(),
      );
      expect(listed.claims.find((c) => c.id === claim.id)).toMatchObject({
        source: 'return',
        takenBy: 'Оператор Чуй',
      });
      // Its page shows the return's condition record with the photo.
      const detail = ZStaffClaimResponse.parse(
        (await staffCall(app(), `claims/one/?id=${claim.id}`, { cookie: operator.cookie })).json(),
      ).claim;
      expect(detail.conditions.map((record) => [record.kind, record.outcome, record.photos.length])).toEqual([
        ['return', 'damaged', 1],
      ]);
      // An ok return opens none.
      const fine = await rented(app());
      await staffCall(app(), 'returns/receive/', {
        cookie: operator.cookie,
        body: { subscriptionID: fine.subscription.id, imei: nextImei(), photos: [photo], outcome: 'ok' },
      });
      expect(
        await app().db.select().from(claims).where(eq(claims.subscriptionId, fine.subscription.id)),
      ).toEqual([]);
    });
  },
  PAYMENT_TEST_CONFIG,
);
