import { and, eq, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import {
  auditLog,
  deviceUnits,
  modelPrices,
  notifications,
  payments,
  sandboxCharges,
  subscriptionExtras,
  subscriptions,
} from '../../../src/db/schema/index';
import type { AppError } from '../../../src/errors';
import { createCheckout } from '../../../src/modules/checkout/create-checkout';
import { describeEachDatabase } from '../../helpers/app';
import { createClient, setClientFlags } from '../../helpers/auth';
import { CARDS, PAYMENT_TEST_CONFIG, travel } from '../../helpers/payments';
import {
  AIRPODS,
  BISHKEK_DELIVERY,
  buyer,
  CASE_GLASS,
  checkoutDeps,
  checkoutFor,
  countFor,
  IPHONE_RENT,
  NO_KEY,
  order,
  promoUses,
  SEED,
  setStock,
  unitsOf,
} from './fixture';

const input = (clientId: number, request = order(), extra: { roistat?: string } = {}) => ({
  clientId,
  request,
  roistat: extra.roistat ?? null,
  ip: '10.0.0.1',
  locale: 'ru' as const,
  intent: NO_KEY,
});

/** Nothing of an order is left for this client: no subscription, payment or failed-charge message. */
async function expectNothingWritten(app: Parameters<typeof checkoutFor>[0], clientId: number) {
  expect(await countFor(app, 'subscriptions', clientId)).toBe(0);
  expect(await countFor(app, 'payments', clientId)).toBe(0);
  expect(await countFor(app, 'notifications', clientId)).toBe(0);
  expect(await countFor(app, 'promo_redemptions', clientId)).toBe(0);
}

describeEachDatabase(
  'subscription/create/: checkout',
  ({ app }) => {
    afterEach(() => {
      app().sandboxGateway.state.mode = 'normal';
      // A test that changes the catalogue leaves no snapshot of it behind for the next.
      app().catalog.clear();
    });

    it('creates a status-1 subscription with the prices copied in, a reserved unit and a paid first period', async () => {
      const client = await buyer(app());
      const checkout = checkoutFor(app());
      const created = await checkout.create(
        input(client.id, order({ insurance: true, extras: [SEED.airpods, SEED.caseGlass] }), {
          roistat: '445566',
        }),
      );
      const first = IPHONE_RENT[12] + 25_000 + AIRPODS + CASE_GLASS;
      expect(created.payment).toEqual({ id: expect.any(Number), status: 'success', amount: first });
      expect(created.subscription).toMatchObject({
        status: 1,
        serial: null,
        model: { id: SEED.iphone, name: 'iPhone 16, 128 ГБ', gadgetName: 'iPhone 16' },
        term: 12,
        insurance: true,
        delivery: 'pickup',
        pickupAddress: 'Бишкек, просп. Чуй, 155',
        total: IPHONE_RENT[12] + 25_000 + AIRPODS,
        promo: null,
      });
      expect(created.subscription.extras.map((extra) => extra.id)).toEqual([SEED.airpods, SEED.caseGlass]);

      const [row] = await app()
        .db.select()
        .from(subscriptions)
        .where(eq(subscriptions.id, created.subscription.id));
      expect(row).toMatchObject({
        status: 1,
        rentMonthly: IPHONE_RENT[12],
        insuranceMonthly: 25_000,
        monthlyTotal: IPHONE_RENT[12] + 25_000 + AIRPODS,
        firstPayment: first,
        roistatVisit: '445566',
        officeId: SEED.chuyOffice,
        billingPeriod: 1,
        nextPaymentDate: null,
      });
      const extras = await app()
        .db.select()
        .from(subscriptionExtras)
        .where(eq(subscriptionExtras.subscriptionId, created.subscription.id));
      expect(extras).toHaveLength(2);
      const [unit] = await app()
        .db.select()
        .from(deviceUnits)
        .where(eq(deviceUnits.subscriptionId, created.subscription.id));
      expect(unit).toMatchObject({ state: 'reserved', modelId: SEED.iphone, cityId: SEED.bishkek });
      const [payment] = await app()
        .db.select()
        .from(payments)
        .where(eq(payments.subscriptionId, created.subscription.id));
      expect(payment).toMatchObject({
        period: 1,
        type: 'subscription',
        status: 'success',
        amount: first,
        attempts: 1,
      });
    });

    it('delivers to an address with the city fee, and prefers a unit at the chosen office for pickup', async () => {
      const client = await buyer(app());
      const checkout = checkoutFor(app());
      const delivered = await checkout.create(
        input(
          client.id,
          order({ delivery: 'delivery', office: undefined, address: '  Бишкек, ул. Токтогула, 12  ' }),
        ),
      );
      expect(delivered.subscription).toMatchObject({
        delivery: 'delivery',
        deliveryAddress: 'Бишкек, ул. Токтогула, 12',
        pickupAddress: null,
      });
      expect(delivered.payment?.amount).toBe(IPHONE_RENT[12] + BISHKEK_DELIVERY);

      const picked = await checkout.create(input(client.id, order({ office: SEED.manasOffice })));
      const [unit] = await app()
        .db.select()
        .from(deviceUnits)
        .where(eq(deviceUnits.subscriptionId, picked.subscription.id));
      expect(unit?.officeId).toBe(SEED.manasOffice);
    });

    it('takes a promo use once per client and counts it against the cap', async () => {
      const client = await buyer(app());
      const checkout = checkoutFor(app());
      const before = await promoUses(app(), 'MINUS200');
      const created = await checkout.create(input(client.id, order({ promo: ' minus200 ' })));
      expect(created.subscription).toMatchObject({ promo: 'MINUS200', total: IPHONE_RENT[12] - 20_000 });
      expect(await promoUses(app(), 'MINUS200')).toBe(before + 1);
      // Another order (with insurance): the same draft again would be refused as the same order.
      const another = order({ promo: 'MINUS200', insurance: true });
      await expect(checkout.create(input(client.id, another))).rejects.toMatchObject({
        code: 'validation_failed',
        fields: { promo: 'promoAlreadyUsed' },
      });
      expect(await promoUses(app(), 'MINUS200')).toBe(before + 1);
    });

    it('sends a first charge that could not run after the order committed by reconciliation, once', async () => {
      const client = await buyer(app());
      // The database went away between the order's commit and the charge: nothing reached the gateway.
      const outage = createCheckout({
        ...checkoutDeps(app()),
        charges: {
          attempt: async () => {
            throw new Error('Connection terminated unexpectedly');
          },
        },
      });
      const created = await outage.create(input(client.id));
      expect(created.payment).toMatchObject({ status: 'processing' });
      const paymentId = created.payment?.id ?? 0;
      try {
        travel(app(), 30 / (24 * 60));
        expect((await app().billing.runOnce()).reconciled).toBe(1);
        expect((await app().billing.runOnce()).reconciled).toBe(0);
      } finally {
        app().clock.now = () => new Date();
      }
      const [payment] = await app().db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment).toMatchObject({ status: 'success', attempts: 1, sentAttempts: 1 });
      const sent = await app()
        .db.select()
        .from(sandboxCharges)
        .where(sql`${sandboxCharges.reference} like ${`ijara-pay-${paymentId}-%`}`);
      expect(sent).toHaveLength(1);
      expect(await countFor(app(), 'subscriptions', client.id)).toBe(1);
    });

    it('undoes everything when the bank declines, and says why', async () => {
      const client = await buyer(app(), CARDS.chargeDeclined);
      const checkout = checkoutFor(app());
      await setStock(app(), SEED.iphone, SEED.osh, 1);
      const before = await promoUses(app(), 'SAVE10');
      const error = await checkout
        .create(input(client.id, order({ city: SEED.osh, office: SEED.oshOffice, promo: 'SAVE10' })))
        .catch((caught: AppError) => caught);
      expect(error).toMatchObject({ code: 'payment_declined', statusCode: 402, text: 'paymentDeclined' });
      await expectNothingWritten(app(), client.id);
      expect(await promoUses(app(), 'SAVE10')).toBe(before);
      const units = await unitsOf(app(), SEED.iphone, SEED.osh);
      expect(units.filter((unit) => unit.state === 'available')).toHaveLength(1);
      expect(units.some((unit) => unit.state === 'reserved')).toBe(false);
      const trail = await app()
        .db.select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.clientId, client.id))
        .orderBy(auditLog.id);
      expect(trail.map((row) => row.action)).toEqual(
        expect.arrayContaining(['checkout.created', 'payment.charge.failed', 'checkout.failed']),
      );
      // The same unit can be bought at once by someone whose card works.
      const other = await buyer(app());
      const created = await checkout.create(
        input(other.id, order({ city: SEED.osh, office: SEED.oshOffice })),
      );
      expect(created.payment?.status).toBe('success');
    });

    it('names insufficient funds', async () => {
      const client = await buyer(app(), CARDS.insufficient);
      await expect(checkoutFor(app()).create(input(client.id))).rejects.toMatchObject({
        code: 'payment_declined',
        text: 'paymentInsufficientFunds',
      });
      await expectNothingWritten(app(), client.id);
    });

    it('answers 422 without an active card and 403 for a restricted client, writing nothing', async () => {
      const checkout = checkoutFor(app());
      const cardless = await createClient(app());
      await expect(checkout.create(input(cardless.id))).rejects.toMatchObject({
        code: 'no_active_card',
        statusCode: 422,
      });
      await expectNothingWritten(app(), cardless.id);
      for (const flag of [{ forbidden: true }, { deletePersonalData: true }]) {
        const client = await buyer(app());
        await setClientFlags(app(), client.id, flag);
        await expect(checkout.create(input(client.id))).rejects.toMatchObject({
          code: 'forbidden',
          statusCode: 403,
        });
        await expectNothingWritten(app(), client.id);
      }
    });

    it('answers each bad draft with a precise field, writing nothing', async () => {
      const checkout = checkoutFor(app());
      const client = await buyer(app());
      const redeemed = await buyer(app());
      await checkout.create(input(redeemed.id, order({ promo: 'FIRST50' })));
      // Model 2 is not sold in Bishkek any more; model 3 not for 3 months.
      await app()
        .db.delete(modelPrices)
        .where(and(eq(modelPrices.modelId, 2), eq(modelPrices.cityId, SEED.bishkek)));
      await app()
        .db.delete(modelPrices)
        .where(and(eq(modelPrices.modelId, 3), eq(modelPrices.term, 3)));
      const cases = [
        [order({ model: 9_999 }), 'validation_failed', { model: 'unknownModel' }],
        [order({ model: 2 }), 'validation_failed', { model: 'modelNotInCity' }],
        [order({ model: 3, term: 3 }), 'validation_failed', { term: 'termNotOffered' }],
        [order({ city: 9_999 }), 'city_not_served', { city: 'cityNotServed' }],
        [order({ city: SEED.karakolUnserved }), 'city_not_served', { city: 'cityNotServed' }],
        [order({ office: 9_999 }), 'validation_failed', { office: 'unknownOffice' }],
        [order({ office: SEED.oshOffice }), 'validation_failed', { office: 'officeNotInCity' }],
        [order({ extras: [9_999] }), 'validation_failed', { extras: 'unknownExtra' }],
        [order({ extras: [SEED.applePencil] }), 'validation_failed', { extras: 'unknownExtra' }],
        [order({ promo: 'NOSUCHCODE' }), 'validation_failed', { promo: 'promoUnknown' }],
        [order({ promo: 'SUMMER25' }), 'validation_failed', { promo: 'promoExpired' }],
        [order({ promo: 'LAUNCH100' }), 'validation_failed', { promo: 'promoUsedUp' }],
      ] as const;
      const stock = await unitsOf(app(), SEED.iphone, SEED.bishkek);
      for (const [request, code, fields] of cases) {
        await expect(
          checkout.create(input(client.id, request)),
          JSON.stringify(fields),
        ).rejects.toMatchObject({
          code,
          statusCode: 400,
          fields,
        });
      }
      // A quote reads the catalogue from its snapshot; once the change is in it (ops clears it), a
      // quote refuses the same drafts for the same reasons. A bad promo code only marks the quote.
      app().catalog.clear();
      for (const [request, code, fields] of cases) {
        if ('promo' in fields) continue;
        await expect(
          checkout.calculate(client.id, request, 'ru'),
          JSON.stringify(fields),
        ).rejects.toMatchObject({
          code,
          statusCode: 400,
          fields,
        });
      }
      const another = order({ promo: 'first50', insurance: true });
      await expect(checkout.create(input(redeemed.id, another))).rejects.toMatchObject({
        fields: { promo: 'promoAlreadyUsed' },
      });
      await expectNothingWritten(app(), client.id);
      expect(await unitsOf(app(), SEED.iphone, SEED.bishkek)).toEqual(stock);
    });

    it('refuses to charge an amount the person did not agree to (409 price_changed)', async () => {
      const client = await buyer(app());
      const checkout = checkoutFor(app());
      await expect(
        checkout.create(input(client.id, order({ firstPayment: IPHONE_RENT[12] - 1 }))),
      ).rejects.toMatchObject({ code: 'price_changed', statusCode: 409 });
      await expectNothingWritten(app(), client.id);
      const created = await checkout.create(input(client.id, order({ firstPayment: IPHONE_RENT[12] })));
      expect(created.payment?.amount).toBe(IPHONE_RENT[12]);
    });

    it('answers 409 out_of_stock when no unit is free, and calculate says so first', async () => {
      const client = await buyer(app());
      const checkout = checkoutFor(app());
      await setStock(app(), 4, SEED.bishkek, 0);
      const calculation = await checkout.calculate(client.id, order({ model: 4 }), 'ru');
      expect(calculation.stock).toBe('out_of_stock');
      await expect(checkout.create(input(client.id, order({ model: 4 })))).rejects.toMatchObject({
        code: 'out_of_stock',
        statusCode: 409,
        text: 'outOfStock',
      });
      await expectNothingWritten(app(), client.id);
    });

    it('sells the last unit once when 50 people pay for it at the same moment', async () => {
      const checkout = checkoutFor(app());
      await setStock(app(), 5, SEED.bishkek, 1);
      const clients = [];
      for (let n = 0; n < 50; n += 1) clients.push(await buyer(app()));
      const results = await Promise.allSettled(
        clients.map((client) => checkout.create(input(client.id, order({ model: 5 })))),
      );
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as AppError] : [],
      );
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const error of lost) expect(error).toMatchObject({ code: 'out_of_stock', statusCode: 409 });
      const units = await unitsOf(app(), 5, SEED.bishkek);
      const reserved = units.filter((unit) => unit.state === 'reserved');
      expect(reserved).toHaveLength(1);
      expect(reserved[0]?.subscriptionId).toBe(
        won[0]?.status === 'fulfilled' ? won[0].value.subscription.id : -1,
      );
      const [count] = await app()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(eq(subscriptions.modelId, 5));
      expect(count?.n).toBe(1);
    });

    it('never lets concurrent checkouts pass a promo cap', async () => {
      const checkout = checkoutFor(app());
      await app().db.execute(
        sql`insert into promo_codes (code, kind, percent, applies_to, max_uses) values ('CAP3', 'subscription', 5, 'every_month', 3)`,
      );
      const clients = [];
      for (let n = 0; n < 8; n += 1) clients.push(await buyer(app()));
      const results = await Promise.allSettled(
        clients.map((client) => checkout.create(input(client.id, order({ promo: 'CAP3' })))),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(await promoUses(app(), 'CAP3')).toBe(3);
    });

    it('keeps an order whose charge has no answer yet, and undoes it when the charge turns out failed', async () => {
      const client = await buyer(app());
      const checkout = checkoutFor(app());
      await setStock(app(), 6, SEED.bishkek, 1);
      app().sandboxGateway.state.mode = 'down';
      const created = await checkout.create(input(client.id, order({ model: 6 })));
      expect(created.payment?.status).toBe('processing');
      expect((await unitsOf(app(), 6, SEED.bishkek)).map((unit) => unit.state)).toContain('reserved');
      expect(await checkout.sweep()).toBe(0);

      app().sandboxGateway.state.mode = 'normal';
      const [payment] = await app().db.select().from(payments).where(eq(payments.clientId, client.id));
      if (!payment) throw new Error('no payment');
      // The gateway never got the try: reconciliation settles it as failed.
      await app().payments.charges.reconcile(payment, { actor: 'system' });
      expect(await checkout.sweep()).toBe(1);
      expect(await countFor(app(), 'subscriptions', client.id)).toBe(0);
      expect(await countFor(app(), 'payments', client.id)).toBe(0);
      expect(
        (await unitsOf(app(), 6, SEED.bishkek)).filter((unit) => unit.state === 'available'),
      ).toHaveLength(1);
      const messages = await app()
        .db.select()
        .from(notifications)
        .where(eq(notifications.clientId, client.id));
      expect(messages.map((message) => message.textKey)).toEqual(['checkoutFailedMessage']);
    });
  },
  PAYMENT_TEST_CONFIG,
);
