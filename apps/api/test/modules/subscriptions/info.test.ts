import { ZSubscriptionsResponse } from '@ijara/contract';
import { expect, it } from 'vitest';
import { subscriptionExtras } from '../../../src/db/schema/index';
import { describeEachDatabase } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { createSubscription } from '../../helpers/payments';
import { apiInject, errorOf } from '../../helpers/request';

describeEachDatabase('subscription/info/', ({ app }) => {
  it('lists only the caller’s subscriptions, newest first, in the request’s language', async () => {
    const { client, token } = await signedInClient(app());
    const other = await signedInClient(app());
    const older = await createSubscription(app(), client.id, { status: 5 });
    const newer = await createSubscription(app(), client.id, { insurance: true, promo: 'WELCOME' });
    await createSubscription(app(), other.client.id);
    await app()
      .db.insert(subscriptionExtras)
      .values({ subscriptionId: newer.id, extraId: 1, price: 50_000, billing: 'once' });

    const ru = ZSubscriptionsResponse.parse(
      (await apiInject(app(), { path: 'subscription/info/', token })).json(),
    );
    expect(ru.subscriptions.map((s) => s.id)).toEqual([newer.id, older.id]);
    const [first] = ru.subscriptions;
    expect(first).toMatchObject({
      status: 2,
      term: 12,
      insurance: true,
      delivery: 'pickup',
      promo: 'WELCOME',
      total: 250_000,
      nextPaymentDate: newer.nextPaymentDate,
      extras: [{ id: 1, price: 50_000, billing: 'once' }],
    });
    expect(first?.pickupAddress).toMatch(/Бишкек|просп|ул\./);

    const en = ZSubscriptionsResponse.parse(
      (await apiInject(app(), { path: 'subscription/info/', token, locale: 'en' })).json(),
    );
    expect(en.subscriptions[0]?.model.gadgetName).toMatch(/^[A-Za-z0-9 ()+.-]+$/);
  });

  it('gives the dates the detail view needs: paid until, pauses, and no next payment once it stops', async () => {
    const { client, token } = await signedInClient(app());
    const dates = { startDate: '2026-01-20', nextPaymentDate: '2026-03-20', endDate: '2027-01-20' };
    const running = await createSubscription(app(), client.id, { ...dates, term: 6, pauseCount: 1 });
    const refused = await createSubscription(app(), client.id, {
      ...dates,
      status: 4,
      returnDate: '2026-03-19',
    });
    const waiting = await createSubscription(app(), client.id, {
      status: 1,
      startDate: null,
      nextPaymentDate: null,
      billingPeriod: 1,
    });
    const finished = await createSubscription(app(), client.id, { ...dates, term: 3, billingPeriod: 4 });
    const { subscriptions } = ZSubscriptionsResponse.parse(
      (await apiInject(app(), { path: 'subscription/info/', token })).json(),
    );
    const byId = new Map(subscriptions.map((s) => [s.id, s]));
    expect(byId.get(running.id)).toMatchObject({
      nextPaymentDate: '2026-03-20',
      paidUntil: '2026-03-19',
      pause: { allowed: 2, used: 1, maxDays: 30, pausedOn: null, resumesOn: null },
    });
    // Unsubscribed and not back within the grace: its late months are charged (docs/decisions/053), the
    // first one the day after the grace.
    expect(byId.get(refused.id)).toMatchObject({
      nextPaymentDate: '2026-03-25',
      paidUntil: '2026-03-19',
      returnDate: '2026-03-19',
    });
    expect(byId.get(waiting.id)).toMatchObject({ nextPaymentDate: null, paidUntil: null, startDate: null });
    expect(byId.get(finished.id)).toMatchObject({ nextPaymentDate: null, paidUntil: '2026-03-19' });
  });

  it('answers an empty list to a client without subscriptions', async () => {
    const { token } = await signedInClient(app());
    const response = await apiInject(app(), { path: 'subscription/info/', token });
    expect(response.json()).toEqual({ statusCode: '200', subscriptions: [] });
  });

  it('refuses a visitor without a token with 401', async () => {
    const response = await apiInject(app(), { path: 'subscription/info/' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });
});
