import {
  SUBSCRIPTION_STATUS,
  type TClaim,
  ZClaimListResponse,
  ZClaimPayResponse,
  ZReceiptResponse,
} from '@ijara/contract';
import { ZStaffClaimDecideResponse } from '@ijara/contract/staff';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, claimFiles, deviceUnits, notices, payments } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { setClientFlags, signedInClient } from '../../helpers/auth';
import { bindCard, CARDS, newKey, PAYMENT_TEST_CONFIG, subscriptionOf } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';
import { type Person, person } from '../staff/fixture';
import { setNow } from '../subscriptions/fixture';
import {
  claimRow,
  decide,
  freeUnit,
  NOW,
  PDF,
  PHOTO,
  paymentsOfClaim,
  rented,
  report,
  reported,
  VALUE,
} from './fixture';

function list(app: FastifyInstance, token: string, subscriptionID: number) {
  return apiInject(app, { path: 'claim/list/', token, body: { subscriptionID } });
}

function pay(app: FastifyInstance, token: string, body: Record<string, unknown>, key = newKey()) {
  return apiInject(app, { path: 'claim/pay/', token, body, headers: { 'idempotency-key': key } });
}

async function claimsOf(app: FastifyInstance, token: string, subscriptionID: number): Promise<TClaim[]> {
  const response = await list(app, token, subscriptionID);
  expect(response.statusCode, response.body).toBe(200);
  return ZClaimListResponse.parse(response.json()).claims;
}

async function noticeKinds(app: FastifyInstance, clientId: number): Promise<string[]> {
  const rows = await app.db
    .select({ kind: notices.kind })
    .from(notices)
    .where(eq(notices.clientId, clientId))
    .orderBy(notices.id);
  return rows.map((row) => row.kind);
}

describeEachDatabase(
  'claims: reported by the client, decided by staff, charged by the offer once (docs/decisions/059)',
  ({ app }) => {
    let manager: Person;
    let photo: string;

    beforeAll(async () => {
      setNow(app(), NOW);
      manager = await person(app(), 'manager', 'Менеджер Претензий');
      photo = await PHOTO;
    });

    describe('each outcome charges exactly the offer’s amount, once', () => {
      const cases = [
        {
          name: 'insured, broken, repaired: covered',
          insurance: true,
          kind: 'broken',
          outcome: 'repair',
          amount: 0,
        },
        {
          name: 'insured, stolen: half the value',
          insurance: true,
          kind: 'stolen',
          outcome: 'written_off',
          amount: 4_750_000,
        },
        {
          name: 'insured, lost: the full value',
          insurance: true,
          kind: 'lost',
          outcome: 'written_off',
          amount: VALUE,
        },
        {
          name: 'uninsured, broken: the repair cost',
          insurance: false,
          kind: 'broken',
          outcome: 'repair',
          repairCost: 1_200_000,
          amount: 1_200_000,
        },
        {
          name: 'uninsured, broken: never more than the value',
          insurance: false,
          kind: 'broken',
          outcome: 'repair',
          repairCost: 12_000_000,
          amount: VALUE,
        },
        {
          name: 'uninsured, lost: the full value',
          insurance: false,
          kind: 'lost',
          outcome: 'written_off',
          amount: VALUE,
        },
        {
          name: 'uninsured, stolen: the full value',
          insurance: false,
          kind: 'stolen',
          outcome: 'written_off',
          amount: VALUE,
        },
        {
          name: 'late, insured, broken, the cover applied: covered',
          insurance: true,
          kind: 'broken',
          outcome: 'repair',
          late: true,
          coverApplies: true,
          amount: 0,
        },
        {
          name: 'late, insured, broken, the cover refused: the repair cost',
          insurance: true,
          kind: 'broken',
          outcome: 'repair',
          late: true,
          coverApplies: false,
          repairCost: 800_000,
          amount: 800_000,
        },
        {
          name: 'late, insured, stolen, the cover refused: the full value',
          insurance: true,
          kind: 'stolen',
          outcome: 'written_off',
          late: true,
          coverApplies: false,
          amount: VALUE,
        },
      ] as const;

      for (const test of cases) {
        it(test.name, async () => {
          const { client, token, subscription, unit } = await rented(app(), { insurance: test.insurance });
          const claim = await reported(app(), token, subscription.id, {
            kind: test.kind,
            // More than 24 hours before it is reported: late.
            happenedAt: 'late' in test ? '2026-12-08T05:00:00Z' : '2026-12-10T04:00:00Z',
            ...(test.kind === 'stolen' ? { policeReport: { type: 'pdf', data: PDF } } : {}),
          });
          expect(claim).toMatchObject({ status: 'received', late: 'late' in test, amount: null, due: 0 });
          const decided = await decide(app(), manager, claim.id, {
            outcome: test.outcome,
            ...('coverApplies' in test ? { coverApplies: test.coverApplies } : {}),
            ...('repairCost' in test ? { repairCost: test.repairCost } : {}),
          });
          expect(decided.statusCode, decided.body).toBe(200);
          const answer = ZStaffClaimDecideResponse.parse(decided.json());
          const row = await claimRow(app(), claim.id);
          const paid = await paymentsOfClaim(app(), claim.id);
          expect(row.amount).toBe(test.amount);
          if (test.amount === 0) {
            expect(row.status).toBe('closed');
            expect(paid).toHaveLength(0);
            expect(answer.payment).toBeNull();
          } else {
            expect(row.status).toBe('paid');
            expect(paid).toHaveLength(1);
            expect(paid[0]).toMatchObject({
              amount: test.amount,
              status: 'success',
              subscriptionId: subscription.id,
            });
            expect(answer.payment).toEqual({ id: paid[0]?.id, status: 'success' });
          }
          const after = await subscriptionOf(app(), subscription.id);
          const [unitAfter] = await app().db.select().from(deviceUnits).where(eq(deviceUnits.id, unit.id));
          if (test.outcome === 'written_off') {
            expect(after.status).toBe(SUBSCRIPTION_STATUS.closed);
            expect(unitAfter).toMatchObject({ state: 'retired', subscriptionId: null });
            expect(unitAfter?.retiredReason).toContain(test.kind === 'lost' ? 'Утерян' : 'Украден');
          } else {
            expect(after.status).toBe(SUBSCRIPTION_STATUS.active);
            expect(unitAfter?.state).toBe('rented');
          }
          const kinds = await noticeKinds(app(), client.id);
          expect(kinds).toContain('claim_received');
          expect(kinds).toContain(test.amount === 0 ? 'claim_closed' : 'claim_paid');
          expect(kinds).not.toContain('charge_succeeded');
        });
      }
    });

    it('two decisions at once: one wins, the other answers 409, the money moves once', async () => {
      const { token, subscription } = await rented(app(), { insurance: false });
      const claim = await reported(app(), token, subscription.id, { kind: 'lost' });
      const version = (await claimRow(app(), claim.id)).version;
      const [first, second] = await Promise.all([
        decide(app(), manager, claim.id, { outcome: 'written_off' }, version),
        decide(app(), manager, claim.id, { outcome: 'written_off', amount: 5_000_000 }, version),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const refused = first.statusCode === 409 ? first : second;
      expect(errorOf(refused).code).toBe('version_conflict');
      const paid = await paymentsOfClaim(app(), claim.id);
      expect(paid).toHaveLength(1);
      const audit = await app()
        .db.select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'claim'), eq(auditLog.entityId, String(claim.id))));
      expect(audit.filter((row) => row.action === 'claim.decided')).toHaveLength(1);
    });

    it('a replacement swaps the unit: the serial changes, the old unit to repair, the new one rented', async () => {
      const { token, subscription, unit } = await rented(app());
      const spare = await freeUnit(app());
      const claim = await reported(app(), token, subscription.id);
      const decided = await decide(app(), manager, claim.id, {
        outcome: 'replace',
        replacementSerial: spare.serial,
      });
      expect(decided.statusCode, decided.body).toBe(200);
      const answer = ZStaffClaimDecideResponse.parse(decided.json());
      expect(answer.claim).toMatchObject({ status: 'closed', outcome: 'replace', amount: 0 });
      expect(answer.claim.replacement).toEqual({ from: unit.serial, to: spare.serial });
      expect((await subscriptionOf(app(), subscription.id)).serial).toBe(spare.serial);
      const units = await app()
        .db.select()
        .from(deviceUnits)
        .where(sql`${deviceUnits.id} in (${unit.id}, ${spare.id})`);
      expect(units.find((row) => row.id === unit.id)).toMatchObject({
        state: 'repair',
        subscriptionId: null,
      });
      expect(units.find((row) => row.id === spare.id)).toMatchObject({
        state: 'rented',
        subscriptionId: subscription.id,
      });
      const history = await app()
        .db.select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'unit'), eq(auditLog.entityId, String(unit.id))));
      expect(history.map((row) => row.action)).toContain('unit.claim_swapped_out');
      // A unit that is not free is refused, naming the field.
      const other = await rented(app());
      const second = await reported(app(), other.token, other.subscription.id);
      const taken = await decide(app(), manager, second.id, {
        outcome: 'replace',
        replacementSerial: unit.serial,
      });
      expect(taken.statusCode).toBe(400);
      expect(errorOf(taken).fields?.replacementSerial).toBe(
        'Это устройство нельзя выдать на замену: оно другой модели, не в офисе или городе подписки либо не свободно.',
      );
    });

    it('a lowered amount is charged with its reason; a raised one answers 400 and nothing is written', async () => {
      const { token, subscription } = await rented(app(), { insurance: true });
      const claim = await reported(app(), token, subscription.id, {
        kind: 'stolen',
        policeReport: { type: 'pdf', data: PDF },
      });
      const raised = await decide(app(), manager, claim.id, { outcome: 'written_off', amount: 4_750_100 });
      expect(raised.statusCode).toBe(400);
      expect(errorOf(raised).fields?.amount).toBe(
        'Сумма не может быть больше рассчитанной по оферте: 47\u00a0500\u00a0сом.',
      );
      expect(await paymentsOfClaim(app(), claim.id)).toHaveLength(0);
      expect((await claimRow(app(), claim.id)).status).toBe('received');
      const lowered = await decide(app(), manager, claim.id, {
        outcome: 'written_off',
        amount: 3_000_000,
        reason: 'Клиент давно с нами',
      });
      expect(lowered.statusCode, lowered.body).toBe(200);
      expect(await claimRow(app(), claim.id)).toMatchObject({
        computedAmount: 4_750_000,
        amount: 3_000_000,
        reason: 'Клиент давно с нами',
        status: 'paid',
      });
      const [payment] = await paymentsOfClaim(app(), claim.id);
      expect(payment?.amount).toBe(3_000_000);
      // The receipt and the payments list name the claim.
      const receipt = await apiInject(app(), { path: `payment/receipt/${payment?.id}/`, token });
      expect(receipt.statusCode, receipt.body).toBe(200);
      const lines = ZReceiptResponse.parse(receipt.json()).receipt.lines;
      expect(lines).toEqual([
        { kind: 'claim', label: `Возмещение по заявке №${claim.id}`, amount: 3_000_000 },
      ]);
      const listed = await apiInject(app(), { path: 'payment/list/', token });
      expect(listed.body).toContain(`Возмещение по заявке №${claim.id}`);
    });

    it('a charge that fails leaves the claim owed; claim/pay pays it once per key, by card', async () => {
      const { client, token, subscription } = await rented(app(), { insurance: false, card: null });
      const claim = await reported(app(), token, subscription.id, { kind: 'lost' });
      const decided = await decide(app(), manager, claim.id, { outcome: 'written_off', amount: 2_000_000 });
      expect(ZStaffClaimDecideResponse.parse(decided.json()).payment?.status).toBe('fail');
      const [owed] = await claimsOf(app(), token, subscription.id);
      expect(owed).toMatchObject({
        status: 'decided',
        amount: 2_000_000,
        due: 2_000_000,
        paymentStatus: 'fail',
      });
      // No card: 422, nothing taken.
      const noCard = await pay(app(), token, { claimID: claim.id, amount: 2_000_000 });
      expect(noCard.statusCode).toBe(422);
      await bindCard(app(), client.id, CARDS.success);
      // Another amount than the one shown: 409 with the amount due.
      const changed = await pay(app(), token, { claimID: claim.id, amount: 1_000_000 });
      expect(changed.statusCode).toBe(409);
      expect(errorOf(changed).message).toBe(
        'Сумма к оплате изменилась: теперь она 20\u00a0000\u00a0сом. Проверьте сумму и подтвердите ещё раз.',
      );
      const key = newKey();
      const paid = await pay(app(), token, { claimID: claim.id, amount: 2_000_000 }, key);
      expect(paid.statusCode, paid.body).toBe(200);
      const answer = ZClaimPayResponse.parse(paid.json());
      expect(answer.claim).toMatchObject({ status: 'paid', due: 0 });
      expect(answer.payment).toMatchObject({ status: 'success', card: 2_000_000, points: 0 });
      // The same key again: the same answer replayed; another key: already paid.
      const replayed = await pay(app(), token, { claimID: claim.id, amount: 2_000_000 }, key);
      expect(replayed.statusCode).toBe(200);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      const again = await pay(app(), token, { claimID: claim.id, amount: 2_000_000 });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('Эта заявка уже оплачена.');
      const rows = await paymentsOfClaim(app(), claim.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'success', amount: 2_000_000 });
    });

    it('claim/pay with points: all of it, or part with the card', async () => {
      for (const bonus of [2_500_000, 500_000]) {
        const { client, token, subscription } = await rented(app(), { insurance: false, card: null });
        const claim = await reported(app(), token, subscription.id, { kind: 'lost' });
        await decide(app(), manager, claim.id, { outcome: 'written_off', amount: 2_000_000 });
        await setClientFlags(app(), client.id, { bonus });
        if (bonus < 2_000_000) await bindCard(app(), client.id, CARDS.success);
        const paid = await pay(app(), token, { claimID: claim.id, amount: 2_000_000, usePoints: true });
        expect(paid.statusCode, paid.body).toBe(200);
        const answer = ZClaimPayResponse.parse(paid.json());
        const points = Math.min(bonus, 2_000_000);
        expect(answer.payment).toMatchObject({ status: 'success', points, card: 2_000_000 - points });
        expect(answer.claim.status).toBe('paid');
        const [row] = await paymentsOfClaim(app(), claim.id);
        expect(row?.amount).toBe(bonus >= 2_000_000 ? 2_000_000 : 2_000_000 - points);
      }
    });

    it('another client’s claim or subscription answers 404 and tells nothing', async () => {
      const { token, subscription } = await rented(app());
      const claim = await reported(app(), token, subscription.id);
      const stranger = await signedInClient(app());
      const paid = await pay(app(), stranger.token, { claimID: claim.id, amount: 100 });
      expect(paid.statusCode).toBe(404);
      expect(errorOf(paid).message).toBe('Такой заявки нет.');
      const listed = await list(app(), stranger.token, subscription.id);
      expect(listed.statusCode).toBe(404);
      const reportedThere = await report(app(), stranger.token, {
        subscriptionID: subscription.id,
        kind: 'broken',
        happenedAt: '2026-12-10T04:00:00Z',
        description: 'Чужая',
      });
      expect(reportedThere.statusCode).toBe(404);
    });

    it('files go by signed links that expire, never cached; photos become WebP', async () => {
      const { token, subscription } = await rented(app());
      const claim = await reported(app(), token, subscription.id, {
        kind: 'stolen',
        photos: [photo],
        policeReport: { type: 'pdf', data: PDF },
      });
      expect(claim.photos).toHaveLength(1);
      const image = claim.photos[0];
      if (!image?.thumb || !claim.policeReport) throw new Error('no links');
      const thumb = await app().inject({ method: 'GET', url: image.thumb });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(thumb.headers['cache-control']).toBe('no-store');
      const pdf = await app().inject({ method: 'GET', url: claim.policeReport.url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const forged = await app().inject({
        method: 'GET',
        url: image.url.replace(/signature=[^&]+/, 'signature=AAAA'),
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.headers['cache-control']).toBe('no-store');
      const [stored] = await app().db.select().from(claimFiles).where(eq(claimFiles.claimId, claim.id));
      expect(stored?.name).toMatch(/^[A-Za-z0-9_-]{22}$/);
      setNow(app(), '2026-12-10T06:11:00Z');
      try {
        const expired = await app().inject({ method: 'GET', url: image.url });
        expect(expired.statusCode).toBe(403);
        expect(expired.json().message).toBe('Ссылка на файл устарела. Откройте заявку ещё раз.');
      } finally {
        setNow(app(), NOW);
      }
    });

    describe('bad input: the exact status and message', () => {
      const base = { kind: 'broken', happenedAt: '2026-12-10T04:00:00Z', description: 'Разбит экран' };

      it('a time in the future, or before the hand-over', async () => {
        const { token, subscription } = await rented(app());
        const future = await report(app(), token, {
          ...base,
          subscriptionID: subscription.id,
          happenedAt: '2026-12-10T07:00:00Z',
        });
        expect(future.statusCode).toBe(400);
        expect(errorOf(future).fields).toEqual({
          happenedAt: 'Дата и время события не могут быть в будущем.',
        });
        const before = await report(app(), token, {
          ...base,
          subscriptionID: subscription.id,
          happenedAt: '2026-11-19T06:00:00Z',
        });
        expect(before.statusCode).toBe(400);
        expect(errorOf(before).fields).toEqual({
          happenedAt: 'Событие не могло случиться раньше получения устройства (20 ноября 2026 г.).',
        });
        const sameMinute = await report(app(), token, {
          ...base,
          subscriptionID: subscription.id,
          happenedAt: '2026-11-20T06:00:00Z',
        });
        expect(sameMinute.statusCode, sameMinute.body).toBe(200);
      });

      it('too many photos, not a picture, theft without the report, not a PDF', async () => {
        const { token, subscription } = await rented(app());
        const many = await report(app(), token, {
          ...base,
          subscriptionID: subscription.id,
          photos: Array.from({ length: 6 }, () => 'AAAA'),
        });
        expect(many.statusCode).toBe(400);
        expect(errorOf(many).fields).toEqual({ photos: 'Не больше 5 фотографий.' });
        // Five photos of the most a photo may be: the call admits the body (no 413) and reads each.
        const largest = 'A'.repeat(Math.ceil((2 * 1024 * 1024) / 3) * 4);
        const large = await report(app(), token, {
          ...base,
          subscriptionID: subscription.id,
          photos: Array.from({ length: 5 }, () => largest),
        });
        expect(large.statusCode).toBe(400);
        expect(Object.keys(errorOf(large).fields ?? {})).toEqual(['photos.0']);
        const text = await report(app(), token, {
          ...base,
          subscriptionID: subscription.id,
          photos: [Buffer.from('not a picture at all').toString('base64')],
        });
        expect(text.statusCode).toBe(400);
        expect(errorOf(text).fields).toEqual({
          'photos.0': 'Файл не является изображением: пришлите фото в JPEG, PNG или WebP.',
        });
        const theft = await report(app(), token, {
          ...base,
          subscriptionID: subscription.id,
          kind: 'stolen',
        });
        expect(theft.statusCode).toBe(400);
        expect(errorOf(theft).fields).toEqual({
          policeReport: 'При краже приложите справку из милиции: фото или PDF.',
        });
        const notPdf = await report(app(), token, {
          ...base,
          subscriptionID: subscription.id,
          kind: 'stolen',
          policeReport: { type: 'pdf', data: Buffer.from('hello').toString('base64') },
        });
        expect(notPdf.statusCode).toBe(400);
        expect(errorOf(notPdf).fields).toEqual({
          policeReport: 'Справку не удалось прочитать: пришлите фото (JPEG, PNG, WebP) или PDF.',
        });
        expect(await claimsOf(app(), token, subscription.id)).toEqual([]);
      });

      it('a second open claim, and a subscription whose device is not out', async () => {
        const { token, subscription } = await rented(app());
        await reported(app(), token, subscription.id);
        const second = await report(app(), token, { ...base, subscriptionID: subscription.id, kind: 'lost' });
        expect(second.statusCode).toBe(409);
        expect(errorOf(second).message).toBe(
          'По этой подписке уже есть заявка в работе. Дождитесь решения по ней — новую можно подать после.',
        );
        const ended = await rented(app(), { status: SUBSCRIPTION_STATUS.closed });
        const closed = await report(app(), ended.token, { ...base, subscriptionID: ended.subscription.id });
        expect(closed.statusCode).toBe(409);
        expect(errorOf(closed).message).toContain(
          'Заявить о поломке, утере или краже можно, пока устройство у вас',
        );
      });

      it('the same key replays the claim instead of a second one', async () => {
        const { token, subscription } = await rented(app());
        const key = newKey();
        const body = { ...base, subscriptionID: subscription.id };
        const first = await report(app(), token, body, { key });
        const again = await report(app(), token, body, { key });
        expect(first.statusCode).toBe(200);
        expect(again.statusCode).toBe(200);
        expect(again.json().claim.id).toBe(first.json().claim.id);
        expect(await claimsOf(app(), token, subscription.id)).toHaveLength(1);
      });
    });

    it('billing stops for a device written off: nothing more is charged after the next payment date', async () => {
      const { subscription } = await (async () => {
        const made = await rented(app(), { insurance: true });
        const claim = await reported(app(), made.token, made.subscription.id, { kind: 'lost' });
        const decided = await decide(app(), manager, claim.id, { outcome: 'written_off' });
        expect(decided.statusCode).toBe(200);
        return made;
      })();
      setNow(app(), '2026-12-21T06:00:00Z');
      try {
        await app().billing.runOnce();
      } finally {
        setNow(app(), NOW);
      }
      const charged = await app()
        .db.select()
        .from(payments)
        .where(and(eq(payments.subscriptionId, subscription.id), sql`${payments.claimId} is null`));
      expect(charged).toEqual([]);
    });
  },
  PAYMENT_TEST_CONFIG,
);
