import { SPEC_TEXTS } from '@ijara/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { auditLog, clients, payments } from '../../../src/db/schema/index';
import { describeEachDatabase, describeWithApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { bindCard, createSubscription } from '../../helpers/payments';
import { setStatus } from '../subscriptions/fixture';
import { awaitingHandover, OPS_CONFIG, OPS_TOKEN, ops } from './fixture';

const COMMANDS = [
  'handovers',
  'handover',
  'return',
  'forbid',
  'allow',
  'client',
  'erase-preview',
  'gadget-image',
  'catalogue-export',
  'catalogue-import',
];

async function staffAudit(app: FastifyInstance, action: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actor, 'staff'), eq(auditLog.action, action)))
    .orderBy(auditLog.id);
}

describeWithApp(
  'the ops endpoint’s token',
  ({ app }) => {
    it.each(COMMANDS)('answers 401 to %s without the right bearer token', async (command) => {
      const body = { phone: '996555000001', subscriptionID: 1, serial: 'X', idChecked: true };
      for (const token of [null, '', 'wrong', `${OPS_TOKEN}x`, OPS_TOKEN.slice(0, -1)]) {
        const response = await ops(app(), command, body, { token });
        expect(response.statusCode, String(token)).toBe(401);
        expect(response.json()).toEqual({
          statusCode: '401',
          code: 'unauthorized',
          message: SPEC_TEXTS.en.opsUnauthorized,
        });
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const basic = await app().inject({
        method: 'POST',
        url: `/api/ops/${command}/`,
        headers: { authorization: `Basic ${OPS_TOKEN}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(basic.statusCode).toBe(401);
    });

    it('needs an operator name and valid fields', async () => {
      const missing = await app().inject({
        method: 'POST',
        url: '/api/ops/handovers/',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ operator: SPEC_TEXTS.ru.fieldRequired });
      for (const [command, body] of [
        ['handovers', { operator: '<script>' }],
        ['handovers', { office: 'one' }],
        ['forbid', { phone: '123' }],
        ['handover', { subscriptionID: 1, serial: '', idChecked: true }],
        ['return', { subscriptionID: 1, condition: 'lost' }],
      ] as const) {
        const response = await ops(app(), command, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().code).toBe('validation_failed');
      }
    });
  },
  OPS_CONFIG,
);

describeWithApp('the ops endpoint without OPS_TOKEN in tests', ({ app }) => {
  it('keeps a token nobody knows, so every command answers 401', async () => {
    expect((await ops(app(), 'handovers', {})).statusCode).toBe(401);
  });
});

describeEachDatabase(
  'ops commands',
  ({ app }) => {
    it('lists subscriptions waiting for a hand-over by office, then deliveries, oldest first', async () => {
      const { client } = await signedInClient(app());
      const first = await awaitingHandover(app(), client.id, { delivery: false });
      const delivery = await awaitingHandover(app(), client.id, { delivery: true, payment: 'processing' });
      const second = await awaitingHandover(app(), client.id, { delivery: false });
      await createSubscription(app(), client.id);

      const response = await ops(app(), 'handovers', {});
      expect(response.statusCode, response.body).toBe(200);
      const ids = response.json().handovers.map((h: { subscriptionID: number }) => h.subscriptionID);
      expect(
        ids.filter((id: number) => [first, delivery, second].some((o) => o.subscription.id === id)),
      ).toEqual([first.subscription.id, second.subscription.id, delivery.subscription.id]);
      const row = response
        .json()
        .handovers.find((h: { subscriptionID: number }) => h.subscriptionID === delivery.subscription.id);
      expect(row).toMatchObject({
        phone: client.phone,
        name: 'Айгуль Осмонова',
        delivery: 'delivery',
        office: null,
        address: 'Бишкек, ул. Токтогула, 1',
        serial: delivery.unit.serial,
        payment: 'processing',
      });
      expect(row.model).toMatch(/^iPhone/);
      expect(row.model).not.toMatch(/^(\S+ \S+) \1/);

      const office = await ops(app(), 'handovers', { office: 1 });
      expect(office.json().handovers.every((h: { officeID: number }) => h.officeID === 1)).toBe(true);
      expect((await staffAudit(app(), 'ops.handovers')).at(-1)?.details).toEqual({
        office: 1,
        operator: 'Aida',
      });
    });

    it('forbids and allows a client by phone as a person types it; a forbidden client cannot POST', async () => {
      const { client, token } = await signedInClient(app());
      const subscription = await createSubscription(app(), client.id);
      const typed = `+996 ${client.phone.slice(3, 6)} ${client.phone.slice(6, 9)} ${client.phone.slice(9)}`;

      const forbidden = await ops(app(), 'forbid', { phone: typed, operator: 'Bakyt' });
      expect(forbidden.statusCode, forbidden.body).toBe(200);
      expect(forbidden.json()).toEqual({
        statusCode: '200',
        client: { id: client.id, phone: client.phone, forbidden: true },
      });
      expect((await setStatus(app(), token, subscription.id, 3)).statusCode).toBe(403);

      const allowed = await ops(app(), 'allow', { phone: client.phone });
      expect(allowed.json().client.forbidden).toBe(false);
      expect((await setStatus(app(), token, subscription.id, 3)).statusCode).toBe(200);

      const audit = (await app().db.select().from(auditLog).where(eq(auditLog.clientId, client.id))).filter(
        (row) => row.actor === 'staff',
      );
      expect(audit.map((row) => [row.action, row.details])).toEqual([
        ['client.forbidden', { changed: true, operator: 'Bakyt' }],
        ['client.allowed', { changed: true, operator: 'Aida' }],
      ]);
    });

    it('answers 404 for a phone no client has, and 400 for one that is not a phone', async () => {
      for (const command of ['forbid', 'allow', 'client']) {
        const unknown = await ops(app(), command, { phone: '996700000000' }, { locale: 'ru' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({
          statusCode: '404',
          code: 'not_found',
          message: SPEC_TEXTS.ru.opsClientNotFound,
        });
        expect((await ops(app(), command, { phone: 'call me' })).statusCode).toBe(400);
      }
    });

    it('shows a client: subscriptions, payments, masked cards and points', async () => {
      const { client } = await signedInClient(app());
      await app().db.update(clients).set({ bonus: 12_300 }).where(eq(clients.id, client.id));
      const card = await bindCard(app(), client.id);
      const subscription = await createSubscription(app(), client.id);
      await app().db.insert(payments).values({
        clientId: client.id,
        subscriptionId: subscription.id,
        period: 2,
        type: 'subscription',
        status: 'success',
        amount: 250_000,
      });

      const response = await ops(app(), 'client', { phone: client.phone });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer.client).toMatchObject({
        id: client.id,
        phone: client.phone,
        name: 'Айгуль Осмонова',
        city: 'Bishkek',
        forbidden: false,
        points: 12_300,
      });
      expect(answer.subscriptions).toMatchObject([{ id: subscription.id, status: 2 }]);
      expect(answer.payments).toMatchObject([
        { subscriptionID: subscription.id, period: 2, amount: 250_000 },
      ]);
      expect(answer.cards).toEqual([
        {
          id: card.id,
          maskedPan: card.maskedPan,
          brand: card.brand,
          expiry: card.expiry,
          active: true,
          removed: false,
        },
      ]);
      expect(card.maskedPan).not.toMatch(/\d{7}/);
      expect(JSON.stringify(answer)).not.toContain(card.gatewayToken);
      expect((await staffAudit(app(), 'ops.client')).at(-1)).toMatchObject({
        clientId: client.id,
        details: { operator: 'Aida' },
      });
    });
  },
  OPS_CONFIG,
);
