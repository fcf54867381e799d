import { SPEC_TEXTS } from '@ijara/contract';
import { afterEach, expect, it } from 'vitest';
import { systemClock } from '../../../src/lib/clock';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, PAYMENT_TEST_CONFIG, paymentsOf, subscriptionOf } from '../../helpers/payments';
import { auditOf, setNow, setStatus } from '../subscriptions/fixture';
import { awaitingHandover, freeUnit, OPS_CONFIG, ops, unitById } from './fixture';

/** Noon in Bishkek. */
const noon = (day: string) => `${day}T06:00:00Z`;

describeEachDatabase(
  'ops handover and return',
  ({ app }) => {
    afterEach(() => {
      app().clock.now = systemClock().now;
    });

    it('hands a delivery over: the subscription starts that day and is billed a month later', async () => {
      const { client } = await signedInClient(app());
      await bindCard(app(), client.id);
      const { subscription, unit } = await awaitingHandover(app(), client.id, { delivery: true });
      setNow(app(), noon('2026-01-31'));

      const response = await ops(app(), 'handover', {
        subscriptionID: subscription.id,
        serial: unit.serial.toLowerCase(),
        idChecked: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().subscription).toMatchObject({
        id: subscription.id,
        status: 2,
        serial: unit.serial,
        delivery: 'delivery',
        startDate: '2026-01-31',
        nextPaymentDate: '2026-02-28',
        endDate: '2027-01-31',
        paidUntil: '2026-02-27',
      });
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({
        billingDay: 31,
        billingPeriod: 2,
        idChecked: true,
        handedOverBy: 'Aida',
      });
      expect(await unitById(app(), unit.id)).toMatchObject({
        state: 'rented',
        subscriptionId: subscription.id,
      });
      expect(
        (await auditOf(app(), subscription.id)).map((row) => [row.actor, row.action, row.details]),
      ).toEqual([
        [
          'staff',
          'subscription.handed_over',
          expect.objectContaining({ from: 1, status: 2, operator: 'Aida', unitId: unit.id }),
        ],
      ]);

      setNow(app(), noon('2026-02-27'));
      await app().billing.runOnce();
      expect(await paymentsOf(app(), subscription.id)).toHaveLength(1);
      setNow(app(), noon('2026-02-28'));
      await app().billing.runOnce();
      expect((await paymentsOf(app(), subscription.id)).map((p) => [p.period, p.status])).toEqual([
        [1, 'success'],
        [2, 'success'],
      ]);
      expect((await subscriptionOf(app(), subscription.id)).nextPaymentDate).toBe('2026-03-31');
    });

    it('hands over another free unit of the model: the reserved one is free again', async () => {
      const { client } = await signedInClient(app());
      const { subscription, unit: reserved } = await awaitingHandover(app(), client.id, { delivery: false });
      const other = await freeUnit(app(), `OPS-OTHER-${subscription.id}`);
      const response = await ops(app(), 'handover', {
        subscriptionID: subscription.id,
        serial: other.serial,
        idChecked: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().subscription).toMatchObject({
        status: 2,
        serial: other.serial,
        delivery: 'pickup',
      });
      expect(await unitById(app(), other.id)).toMatchObject({
        state: 'rented',
        subscriptionId: subscription.id,
      });
      expect(await unitById(app(), reserved.id)).toMatchObject({ state: 'available', subscriptionId: null });
    });

    it('hands over a subscription nothing was due for at checkout', async () => {
      const { client } = await signedInClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id, { payment: null });
      const response = await ops(app(), 'handover', {
        subscriptionID: subscription.id,
        serial: unit.serial,
        idChecked: true,
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('refuses a hand-over that must not happen, changing nothing', async () => {
      const { client } = await signedInClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id);
      const { subscription: unpaid, unit: unpaidUnit } = await awaitingHandover(app(), client.id, {
        payment: 'processing',
      });
      const mac = await freeUnit(app(), `OPS-MAC-${subscription.id}`, 2);
      const id = subscription.id;
      const cases: [object, number, string, string][] = [
        [
          { subscriptionID: id, serial: unit.serial, idChecked: false },
          400,
          'validation_failed',
          SPEC_TEXTS.en.opsIdNotChecked,
        ],
        [
          { subscriptionID: 2_147_483_647, serial: unit.serial, idChecked: true },
          404,
          'not_found',
          SPEC_TEXTS.en.subscriptionNotFound,
        ],
        [
          { subscriptionID: unpaid.id, serial: unpaidUnit.serial, idChecked: true },
          409,
          'status_not_allowed',
          SPEC_TEXTS.en.opsFirstPaymentPending,
        ],
        [
          { subscriptionID: id, serial: 'NO-SUCH-SERIAL', idChecked: true },
          409,
          'unit_unavailable',
          SPEC_TEXTS.en.opsUnitUnknown,
        ],
        [
          { subscriptionID: id, serial: mac.serial, idChecked: true },
          409,
          'unit_unavailable',
          SPEC_TEXTS.en.opsUnitMismatch,
        ],
        [
          { subscriptionID: id, serial: unpaidUnit.serial, idChecked: true },
          409,
          'unit_unavailable',
          SPEC_TEXTS.en.opsUnitTaken,
        ],
      ];
      for (const [body, status, code, message] of cases) {
        const response = await ops(app(), 'handover', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        expect(response.json()).toMatchObject({ statusCode: String(status), code, message });
      }
      expect(await subscriptionOf(app(), id)).toMatchObject({ status: 1, startDate: null });
      expect(await unitById(app(), unit.id)).toMatchObject({ state: 'reserved', subscriptionId: id });
      expect(await auditOf(app(), id)).toEqual([]);

      await ops(app(), 'handover', { subscriptionID: id, serial: unit.serial, idChecked: true });
      const again = await ops(
        app(),
        'handover',
        { subscriptionID: id, serial: unit.serial, idChecked: true },
        { locale: 'ru' },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Эта подписка не ожидает выдачи (статус 2).');
    });

    it('receives a return: the subscription is closed today and the unit is free again', async () => {
      const { client, token } = await signedInClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id);
      setNow(app(), noon('2026-03-01'));
      await ops(app(), 'handover', { subscriptionID: subscription.id, serial: unit.serial, idChecked: true });
      expect((await setStatus(app(), token, subscription.id, 4)).statusCode).toBe(200);

      setNow(app(), noon('2026-03-30'));
      const response = await ops(app(), 'return', { subscriptionID: subscription.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().subscription).toMatchObject({
        status: 5,
        returnDate: '2026-03-30',
        nextPaymentDate: null,
        paidUntil: null,
      });
      expect((await subscriptionOf(app(), subscription.id)).closedAt).not.toBeNull();
      expect(await unitById(app(), unit.id)).toMatchObject({ state: 'available', subscriptionId: null });
      expect((await auditOf(app(), subscription.id)).at(-1)).toMatchObject({
        actor: 'staff',
        action: 'subscription.closed',
        details: expect.objectContaining({ from: 4, status: 5, condition: 'ok', operator: 'Aida' }),
      });

      const again = await ops(app(), 'return', { subscriptionID: subscription.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'status_not_allowed',
        message: SPEC_TEXTS.en.opsNotReturnable,
      });
    });

    it('sends a damaged device to repair, and closes a paused subscription keeping its paused days', async () => {
      const { client, token } = await signedInClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id);
      setNow(app(), noon('2026-03-01'));
      await ops(app(), 'handover', { subscriptionID: subscription.id, serial: unit.serial, idChecked: true });
      await setStatus(app(), token, subscription.id, 3);
      setNow(app(), noon('2026-03-05'));
      const response = await ops(app(), 'return', { subscriptionID: subscription.id, condition: 'damaged' });
      expect(response.statusCode, response.body).toBe(200);
      expect(await subscriptionOf(app(), subscription.id)).toMatchObject({ status: 5, pausedDays: 4 });
      expect(await unitById(app(), unit.id)).toMatchObject({ state: 'repair', subscriptionId: null });
    });

    it('refuses to close a subscription whose device was never handed over', async () => {
      const { client } = await signedInClient(app());
      const { subscription, unit } = await awaitingHandover(app(), client.id);
      const response = await ops(app(), 'return', { subscriptionID: subscription.id });
      expect(response.statusCode).toBe(409);
      expect(await unitById(app(), unit.id)).toMatchObject({ state: 'reserved' });
    });
  },
  { ...PAYMENT_TEST_CONFIG, ...OPS_CONFIG },
);
