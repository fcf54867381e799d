import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import {
  auditLog,
  authCodes,
  bonusLedger,
  cards,
  clientLanguages,
  clients,
  codeSends,
  emailVerifications,
  idempotencyKeys,
  notices,
  notifications,
  payments,
  returnBookings,
  sessions,
  subscriptions,
} from '../../../src/db/schema/index';
import { ERASED_FIELDS } from '../../../src/modules/deletion/erasure-plan';
import { PROFILE } from '../../fixtures/profile';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient, startSignIn } from '../../helpers/auth';
import { bindCard, createSubscription, travel } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';
import { redeem } from '../bonus/fixture';
import { requestDeletion } from './fixture';

async function snapshot(app: FastifyInstance, clientId: number, phone: string) {
  const [client] = await app.db.select().from(clients).where(eq(clients.id, clientId));
  return {
    client,
    payments: await app.db
      .select()
      .from(payments)
      .where(eq(payments.clientId, clientId))
      .orderBy(payments.id),
    subscriptions: await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.clientId, clientId))
      .orderBy(subscriptions.id),
    ledger: await app.db
      .select()
      .from(bonusLedger)
      .where(eq(bonusLedger.clientId, clientId))
      .orderBy(bonusLedger.id),
    cards: await app.db.select().from(cards).where(eq(cards.clientId, clientId)).orderBy(cards.id),
    verifications: await app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.clientId, clientId)),
    notifications: await app.db.select().from(notifications).where(eq(notifications.clientId, clientId)),
    notices: [
      ...(await app.db.select().from(notices).where(eq(notices.clientId, clientId))),
      ...(await app.db.select().from(clientLanguages).where(eq(clientLanguages.clientId, clientId))),
    ],
    keys: await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.clientId, clientId)),
    signIn: [
      ...(await app.db.select().from(authCodes).where(eq(authCodes.phone, phone))),
      ...(await app.db.select().from(codeSends).where(eq(codeSends.phone, phone))),
    ],
    liveSessions: (await app.db.select().from(sessions).where(eq(sessions.clientId, clientId))).filter(
      (row) => row.revokedAt === null,
    ),
    audit: await app.db.select().from(auditLog).where(eq(auditLog.clientId, clientId)).orderBy(auditLog.id),
    returns: await app.db
      .select()
      .from(returnBookings)
      .where(
        inArray(
          returnBookings.subscriptionId,
          app.db
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(eq(subscriptions.clientId, clientId)),
        ),
      )
      .orderBy(returnBookings.subscriptionId),
  };
}

describeEachDatabase('the erasure job', ({ app }) => {
  afterEach(() => travel(app(), 0));

  /** A client with something in every place personal data lives, who then asks for deletion. */
  async function fullClient() {
    const { token, client } = await signedInClient(app(), {
      email: 'aigul@example.kg',
      emailVerified: true,
      advertising: true,
      patronymic: 'Маратовна',
      companyId: 1,
    });
    const second = await app().auth.sessions.issue(app().db, client.id, '10.0.0.9', 'code');
    await apiInject(app(), {
      path: 'user/updateinfo/',
      body: { ...PROFILE, email: 'new@example.kg' },
      token,
      ip: '10.0.0.7',
    });
    const card = await bindCard(app(), client.id);
    const subscription = await createSubscription(app(), client.id, {
      status: 5,
      delivery: 'delivery',
      officeId: null,
      deliveryAddress: 'Бишкек, ул. Токтогула, 1',
      roistatVisit: 'visit-123',
      closedAt: new Date(),
    });
    // Returns booked at the terms' ends (docs/decisions/053): by courier at an address, and at an office.
    const byCourier = await createSubscription(app(), client.id, { status: 5, closedAt: new Date() });
    const atOffice = await createSubscription(app(), client.id, { status: 5, closedAt: new Date() });
    await app()
      .db.insert(returnBookings)
      .values([
        { subscriptionId: byCourier.id, returnOn: '2026-12-01', address: 'Бишкек, ул. Киевская, 77, кв. 5' },
        { subscriptionId: atOffice.id, returnOn: '2026-12-02', officeId: 1 },
      ]);
    await app()
      .db.insert(payments)
      .values({
        clientId: client.id,
        subscriptionId: subscription.id,
        period: 1,
        type: 'subscription',
        status: 'success',
        amount: 250_000,
        cardId: card.id,
        gateway: 'sandbox',
        gatewayPaymentId: `ch_${client.id}_${Date.now()}`,
        paidAt: new Date(),
      });
    await redeem(app(), token, 'WELCOME500');
    await app()
      .db.insert(notifications)
      .values({ clientId: client.id, kind: 'test', textKey: 'paymentDeclined' });
    // A notice in the outbox and the language notices are written in (modules/notices).
    await app()
      .db.insert(notices)
      .values({ clientId: client.id, kind: 'charge_succeeded', dedupeKey: `test:${client.id}`, values: {} });
    await app()
      .db.insert(clientLanguages)
      .values({ clientId: client.id, locale: 'en' })
      .onConflictDoNothing();
    expect((await startSignIn(app(), { phone: client.phone })).statusCode).toBe(200);
    expect((await requestDeletion(app(), token)).statusCode).toBe(200);
    return { client, tokens: [token, second.token] };
  }

  async function erasedAt(clientId: number) {
    const [row] = await app()
      .db.select({ at: clients.erasedAt })
      .from(clients)
      .where(eq(clients.id, clientId));
    return row?.at ?? null;
  }

  it('waits for the 12th day, then erases exactly the personal fields and keeps payments', async () => {
    const { client, tokens } = await fullClient();
    const before = await snapshot(app(), client.id, client.phone);
    expect(before.verifications.length + before.notifications.length + before.keys.length).toBeGreaterThan(2);
    expect(before.notices).toHaveLength(2);
    expect(before.returns.map((row) => row.address)).toEqual(['Бишкек, ул. Киевская, 77, кв. 5', null]);
    expect(before.signIn.length).toBeGreaterThan(0);

    travel(app(), 11);
    await app().deletion.erasure.eraseDue();
    expect(await erasedAt(client.id)).toBeNull();
    expect(await snapshot(app(), client.id, client.phone)).toEqual(before);

    travel(app(), 12);
    expect(await app().deletion.erasure.eraseDue()).toBeGreaterThanOrEqual(1);
    const after = await snapshot(app(), client.id, client.phone);

    // The client row: each personal field blanked, the rest as it was.
    const was = before.client as Record<string, unknown>;
    const now = after.client as Record<string, unknown>;
    for (const [field, value] of Object.entries(was)) {
      if (field in ERASED_FIELDS) {
        expect(now[field], field).toEqual(ERASED_FIELDS[field as keyof typeof ERASED_FIELDS](client.id));
      } else if (field === 'erasedAt') {
        expect(now[field]).toBeInstanceOf(Date);
      } else if (field !== 'updatedAt') {
        expect(now[field], field).toEqual(value);
      }
    }
    expect(now).toMatchObject({
      phone: `erased-${client.id}`,
      firstName: '',
      email: '',
      deletePersonalData: true,
    });

    // Kept as they were: payments and the ledger; subscriptions lose only the address and marketing id.
    expect(after.payments).toEqual(before.payments);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.subscriptions).toEqual(
      before.subscriptions.map((row) =>
        row.deliveryAddress === null && row.roistatVisit === null
          ? row
          : { ...row, deliveryAddress: null, roistatVisit: null, updatedAt: expect.any(Date) },
      ),
    );
    // A courier return's address is blanked; an office booking names no one and stays as it was.
    expect(after.returns).toEqual([
      { ...before.returns[0], address: '', updatedAt: expect.any(Date) },
      before.returns[1],
    ]);
    // Cards detached: no token left to charge; the masked number stays with the payments naming it.
    expect(after.cards).toEqual(
      before.cards.map((row) => ({
        ...row,
        active: false,
        gatewayToken: `erased:${row.id}`,
        removedAt: expect.any(Date),
      })),
    );
    expect([
      after.verifications,
      after.notifications,
      after.notices,
      after.keys,
      after.signIn,
      after.liveSessions,
    ]).toEqual([[], [], [], [], [], []]);
    for (const token of tokens) {
      expect((await apiInject(app(), { path: 'user/getinfo/', token })).statusCode).toBe(401);
    }
    // The audit trail stays, without the client's addresses, and says what was done.
    expect(after.audit.filter((row) => row.actor === 'client').every((row) => row.ip === null)).toBe(true);
    const erased = after.audit.filter((row) => row.action === 'client.erased');
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({ actor: 'system', ip: null });
    expect(erased[0]?.details).toMatchObject({
      sessions: 2,
      cards: 1,
      notifications: 2,
      deliveryAddresses: 1,
      returnAddresses: 1,
    });

    // Once: the next run finds nothing more to do for this client.
    await app().deletion.erasure.eraseDue();
    expect(
      (await app().db.select().from(auditLog).where(eq(auditLog.clientId, client.id))).filter(
        (row) => row.action === 'client.erased',
      ),
    ).toHaveLength(1);
    // The phone is free: signing in with it again starts a new client.
    expect((await startSignIn(app(), { phone: client.phone })).statusCode).toBe(200);
  });

  it('leaves a client who cancelled, and holds back one with a running subscription', async () => {
    const cancelled = await signedInClient(app());
    await requestDeletion(app(), cancelled.token);
    await apiInject(app(), { path: 'user/deletepersonaldata/cancel/', body: {}, token: cancelled.token });
    const held = await signedInClient(app());
    await requestDeletion(app(), held.token);
    // Made by an operator after the request: erasure waits until it ends.
    const running = await createSubscription(app(), held.client.id, { status: 4 });
    travel(app(), 12);
    await app().deletion.erasure.eraseDue();
    expect(await erasedAt(cancelled.client.id)).toBeNull();
    expect(await erasedAt(held.client.id)).toBeNull();
    await app().db.update(subscriptions).set({ status: 5 }).where(eq(subscriptions.id, running.id));
    await app().deletion.erasure.eraseDue();
    expect(await erasedAt(held.client.id)).not.toBeNull();
    const kept = await app()
      .db.select()
      .from(subscriptions)
      .where(eq(subscriptions.clientId, held.client.id));
    expect(kept.map((row) => row.id)).toEqual([running.id]);
  });
});
