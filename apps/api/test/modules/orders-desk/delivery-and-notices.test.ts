import { addDays, formatMoney, todayInBishkek } from '@ijara/contract';
import { STAFF_TEXTS } from '@ijara/contract/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, notices, payments, staffMails, subscriptions } from '../../../src/db/schema/index';
import { renderNotice, type StoredNotice } from '../../../src/modules/notices/kinds';
import { describeEachDatabase } from '../../helpers/app';
import { createClient } from '../../helpers/auth';
import { PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { buyer, order } from '../checkout/fixture';
import { awaitingHandover } from '../ops/fixture';
import { advance, type Person, person, staffCall } from '../staff/fixture';

async function noticesOf(app: FastifyInstance, clientId: number, kind: string) {
  return app.db
    .select()
    .from(notices)
    .where(and(eq(notices.clientId, clientId), eq(notices.kind, kind)));
}

describeEachDatabase(
  'order notices and the delivery window',
  ({ app }) => {
    let operator: Person;
    beforeAll(async () => {
      advance(app(), 0);
      operator = await person(app(), 'operator', 'Оператор Доставки');
    });

    it('an operator sets the courier’s day and window; the client’s notice and the audit row are written with it', async () => {
      const client = await createClient(app());
      const { subscription } = await awaitingHandover(app(), client.id, { delivery: true });
      const today = todayInBishkek(app().clock.now());
      const slot = { subscriptionID: subscription.id, date: addDays(today, 1), from: '10:00', to: '14:00' };
      const response = await staffCall(app(), 'orders/delivery/', { cookie: operator.cookie, body: slot });
      expect(response.statusCode, response.body).toBe(200);
      const [notice] = await noticesOf(app(), client.id, 'courier_scheduled');
      expect(notice?.values).toEqual({
        subscriptionId: subscription.id,
        date: slot.date,
        from: '10:00',
        to: '14:00',
      });
      const text = renderNotice(notice as unknown as StoredNotice, 'ru', 'https://ijara.kg').text;
      expect(text).toMatch(
        new RegExp(`^Ijara: курьер привезёт заказ № ${subscription.id} .+ с 10:00 до 14:00\\.`),
      );
      const [audit] = await app()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'subscription.delivery_scheduled'), eq(auditLog.clientId, client.id)));
      expect(audit).toMatchObject({ actor: 'staff', staffId: operator.id });
      const one = await staffCall(app(), `orders/one/?id=${subscription.id}`, { cookie: operator.cookie });
      expect(one.json().order.deliverySlot).toEqual({ date: slot.date, from: '10:00', to: '14:00' });
      // The client's page has the window too.
      const { token } = await app().auth.sessions.issue(app().db, client.id, '127.0.0.1', 'code');
      const info = await apiInject(app(), { path: 'subscription/info/', token, method: 'GET' });
      expect(
        info.json().subscriptions.find((s: { id: number }) => s.id === subscription.id).deliverySlot,
      ).toEqual({
        date: slot.date,
        from: '10:00',
        to: '14:00',
      });

      const past = await staffCall(app(), 'orders/delivery/', {
        cookie: operator.cookie,
        body: { ...slot, date: addDays(today, -1) },
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().fields).toEqual({ date: STAFF_TEXTS.ru.staffDatePast });
      const backwards = await staffCall(app(), 'orders/delivery/', {
        cookie: operator.cookie,
        body: { ...slot, from: '14:00', to: '10:00' },
      });
      expect(backwards.json().fields).toEqual({ to: STAFF_TEXTS.ru.staffWindowOrder });
      const { subscription: pickup } = await awaitingHandover(app(), client.id, { delivery: false });
      const notDelivery = await staffCall(app(), 'orders/delivery/', {
        cookie: operator.cookie,
        body: { ...slot, subscriptionID: pickup.id },
      });
      expect(notDelivery.statusCode).toBe(409);
      expect(notDelivery.json().message).toBe(STAFF_TEXTS.ru.staffNotADelivery);
    });

    it('a paid pickup order tells the client where it waits and until when; its cancellation tells the refund', async () => {
      const client = await buyer(app());
      const created = await app().checkout.create({
        clientId: client.id,
        request: order(),
        roistat: null,
        ip: '10.0.0.1',
        locale: 'ru',
        intent: { recordEffect: async () => {} },
      });
      const [ready] = await noticesOf(app(), client.id, 'order_ready');
      const until = addDays(todayInBishkek(new Date()), 3);
      expect(ready?.values).toMatchObject({ subscriptionId: created.subscription.id, until });
      expect(renderNotice(ready as unknown as StoredNotice, 'en', 'https://ijara.kg').text).toContain(
        `is waiting for you at `,
      );

      await app().subscriptions.cancel.cancel({
        subscriptionId: created.subscription.id,
        reason: 'test',
        by: { actor: 'client', ip: null },
        locale: 'ru',
      });
      const [cancelled] = await noticesOf(app(), client.id, 'order_cancelled');
      expect(cancelled?.values).toEqual({
        subscriptionId: created.subscription.id,
        amount: created.payment?.amount,
        expired: false,
      });
      expect(renderNotice(cancelled as unknown as StoredNotice, 'ru', 'https://ijara.kg').text).toContain(
        `Оплаченное — ${formatMoney(created.payment?.amount ?? 0, 'ru')} — возвращаем`,
      );
    });

    it('the dashboard counts what the queue and the returns list show, and lists failed payments of running subscriptions', async () => {
      const client = await createClient(app());
      await awaitingHandover(app(), client.id, { delivery: false });
      const { subscription: delivery } = await awaitingHandover(app(), client.id, { delivery: true });
      const { subscription: running } = await awaitingHandover(app(), client.id, { delivery: false });
      await app().db.update(subscriptions).set({ status: 2 }).where(eq(subscriptions.id, running.id));
      await app().db.insert(payments).values({
        clientId: client.id,
        subscriptionId: running.id,
        period: 2,
        type: 'subscription',
        status: 'fail',
        amount: 389_000,
        attempts: 1,
      });
      const today = todayInBishkek(app().clock.now());
      await staffCall(app(), 'orders/delivery/', {
        cookie: operator.cookie,
        body: { subscriptionID: delivery.id, date: today, from: '10:00', to: '14:00' },
      });

      const dashboard = (await staffCall(app(), 'orders/dashboard/', { cookie: operator.cookie })).json();
      const queue = (await staffCall(app(), 'orders/', { cookie: operator.cookie })).json().orders as Array<{
        delivery: string;
        officeID: number | null;
        deliverySlot: { date: string } | null;
      }>;
      const returns = (await staffCall(app(), 'returns/', { cookie: operator.cookie })).json().returns;
      const pickups = queue.filter((o) => o.delivery === 'pickup');
      expect(dashboard.pickups.reduce((sum: number, p: { count: number }) => sum + p.count, 0)).toBe(
        pickups.length,
      );
      for (const office of dashboard.pickups as Array<{ officeID: number; count: number }>) {
        const listed = (
          await staffCall(app(), `orders/?office=${office.officeID}`, { cookie: operator.cookie })
        )
          .json()
          .orders.filter((o: { delivery: string }) => o.delivery === 'pickup');
        expect(office.count).toBe(listed.length);
      }
      const deliveries = queue.filter((o) => o.delivery === 'delivery');
      expect(dashboard.deliveriesToSchedule).toBe(deliveries.filter((o) => o.deliverySlot === null).length);
      expect(dashboard.deliveriesToday).toBe(deliveries.filter((o) => o.deliverySlot?.date === today).length);
      expect(dashboard.deliveriesToday).toBeGreaterThanOrEqual(1);
      expect(dashboard.returns).toBe(returns.length);
      expect(dashboard.failedPayments).toEqual(
        expect.arrayContaining([expect.objectContaining({ subscriptionID: running.id, amount: 389_000 })]),
      );
    });

    it('a new paid order is e-mailed once to the operators of its office, not to others', async () => {
      const other = await person(app(), 'operator', 'Оператор Ош');
      const member = (await app().staff.accounts.list()).find((m) => m.id === other.id);
      if (!member) throw new Error('no osh operator');
      // The seed's third office is in Osh.
      await app().staff.accounts.update({ staffId: null, ip: '127.0.0.1' }, { ...member, offices: [3] });
      const client = await buyer(app());
      const created = await app().checkout.create({
        clientId: client.id,
        request: order(),
        roistat: null,
        ip: '10.0.0.1',
        locale: 'ru',
        intent: { recordEffect: async () => {} },
      });
      const mails = await app()
        .db.select()
        .from(staffMails)
        .where(eq(staffMails.dedupeKey, `new-order:${created.subscription.id}:${operator.id}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Ijara: новый заказ № ${created.subscription.id}`);
      expect(mails[0]?.text).toContain(`/staff/orders/${created.subscription.id}/`);
      const toOther = await app()
        .db.select()
        .from(staffMails)
        .where(eq(staffMails.dedupeKey, `new-order:${created.subscription.id}:${other.id}`));
      expect(toOther).toEqual([]);

      await app().staffMail.runOnce();
      const inbox = app().mail.mailbox?.list(operator.email) ?? [];
      expect(inbox.map((m) => m.subject)).toContain(`Ijara: новый заказ № ${created.subscription.id}`);
      const [after] = await app()
        .db.select()
        .from(staffMails)
        .where(eq(staffMails.id, mails[0]?.id ?? 0));
      expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    });
  },
  PAYMENT_TEST_CONFIG,
);
