import { SPEC_TEXTS, ZSetStatusResponse } from '@ijara/contract';
import { afterEach, expect, it } from 'vitest';
import { systemClock } from '../../../src/lib/clock';
import { describeEachDatabase } from '../../helpers/app';
import { setClientFlags, signedInClient } from '../../helpers/auth';
import { createSubscription, subscriptionOf } from '../../helpers/payments';
import { errorOf } from '../../helpers/request';
import { auditOf, setNow, setStatus } from './fixture';

/** 11:00 in Bishkek on 2026-03-10; the subscription's next payment is on the 20th. */
const NOW = '2026-03-10T05:00:00Z';
const DATES = {
  startDate: '2026-01-20',
  nextPaymentDate: '2026-03-20',
  endDate: '2027-01-20',
  billingDay: 20,
};

describeEachDatabase('subscription/setstatus/', ({ app }) => {
  afterEach(() => {
    app().clock.now = systemClock().now;
  });

  async function subscribed(status = 2, term: 3 | 6 | 12 = 12) {
    const { client, token } = await signedInClient(app());
    const subscription = await createSubscription(app(), client.id, {
      ...DATES,
      status,
      term,
      billingPeriod: 3,
    });
    setNow(app(), NOW);
    return { client, token, subscription };
  }

  it('pauses, resumes and unsubscribes, answering the subscription with its new dates', async () => {
    const { token, subscription, client } = await subscribed();

    const paused = await setStatus(app(), token, subscription.id, 3);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(ZSetStatusResponse.parse(paused.json()).subscription).toMatchObject({
      id: subscription.id,
      status: 3,
      nextPaymentDate: '2026-04-19',
      endDate: '2027-02-19',
      paidUntil: '2026-04-18',
      pause: { allowed: 4, used: 1, maxDays: 30, pausedOn: '2026-03-10', resumesOn: '2026-04-09' },
    });

    setNow(app(), '2026-03-17T05:00:00Z');
    const resumed = await setStatus(app(), token, subscription.id, 2);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().subscription).toMatchObject({
      status: 2,
      nextPaymentDate: '2026-03-27',
      endDate: '2027-01-27',
      pause: { used: 1, pausedOn: null, resumesOn: null },
    });
    expect(await subscriptionOf(app(), subscription.id)).toMatchObject({ pausedDays: 7, billingDay: 27 });

    const unsubscribed = await setStatus(app(), token, subscription.id, 4);
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json().subscription).toMatchObject({
      status: 4,
      nextPaymentDate: null,
      returnDate: '2026-03-26',
      paidUntil: '2026-03-26',
    });

    const audit = await auditOf(app(), subscription.id);
    expect(audit.map((row) => [row.actor, row.action, row.clientId])).toEqual([
      ['client', 'subscription.paused', client.id],
      ['client', 'subscription.resumed', client.id],
      ['client', 'subscription.unsubscribed', client.id],
    ]);
    expect(audit[0]?.details).toMatchObject({ from: 2, status: 3, nextPaymentDate: '2026-04-19' });
  });

  it('unsubscribes straight from a pause', async () => {
    const { token, subscription } = await subscribed(2);
    await setStatus(app(), token, subscription.id, 3);
    setNow(app(), '2026-03-12T05:00:00Z');
    const response = await setStatus(app(), token, subscription.id, 4);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription).toMatchObject({ status: 4, returnDate: '2026-03-21' });
  });

  it.each([
    [1, 2, 'statusFromCreated'],
    [1, 3, 'statusFromCreated'],
    [1, 4, 'statusFromCreated'],
    [2, 2, 'statusFromActive'],
    [3, 3, 'statusFromPaused'],
    [4, 2, 'statusFromRefusal'],
    [4, 3, 'statusFromRefusal'],
    [4, 4, 'statusFromRefusal'],
    [5, 2, 'statusFromClosed'],
    [5, 3, 'statusFromClosed'],
    [5, 4, 'statusFromClosed'],
  ] as const)('refuses %i → %i with 409 and what the state allows', async (from, to, text) => {
    const { token, subscription } = await subscribed(from);
    for (const locale of ['ru', 'en'] as const) {
      const response = await setStatus(app(), token, subscription.id, to, locale);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        statusCode: '409',
        code: 'status_not_allowed',
        message: SPEC_TEXTS[locale][text],
      });
    }
    expect((await subscriptionOf(app(), subscription.id)).status).toBe(from);
    expect(await auditOf(app(), subscription.id)).toEqual([]);
  });

  it('refuses a pause over the limit: one per 3 months of the term', async () => {
    const { token, subscription } = await subscribed(2, 3);
    expect((await setStatus(app(), token, subscription.id, 3)).statusCode).toBe(200);
    expect((await setStatus(app(), token, subscription.id, 2)).statusCode).toBe(200);
    const response = await setStatus(app(), token, subscription.id, 3, 'en');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      statusCode: '409',
      code: 'pause_limit_reached',
      message: 'This subscription has no pauses left: 1 of 1 used. You can still unsubscribe.',
    });
    const ru = errorOf(await setStatus(app(), token, subscription.id, 3, 'ru'));
    expect(ru.message).toBe(
      'Паузы по этой подписке закончились: использовано 1 из 1. Отказаться от подписки по-прежнему можно.',
    );
  });

  it.each([0, 1, 5, 7, '3', null])('answers 400 naming the field for status %j', async (status) => {
    const { token, subscription } = await subscribed();
    for (const locale of ['ru', 'en'] as const) {
      const response = await setStatus(app(), token, subscription.id, status, locale);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        statusCode: '400',
        code: 'validation_failed',
        message: SPEC_TEXTS[locale].incorrectInfo,
        fields: { status: SPEC_TEXTS[locale].statusNotOffered },
      });
    }
  });

  it('answers 400 for a missing status and for ids that are not row ids', async () => {
    const { token, subscription } = await subscribed();
    const missing = await setStatus(app(), token, subscription.id, undefined);
    expect(errorOf(missing)).toMatchObject({
      statusCode: '400',
      fields: { status: SPEC_TEXTS.ru.fieldRequired },
    });
    for (const id of [0, -1, 1.5, 2_147_483_648, '1']) {
      const response = await setStatus(app(), token, id, 3);
      expect(response.statusCode, String(id)).toBe(400);
      expect(errorOf(response).fields).toHaveProperty('subscriptionID');
    }
  });

  it('answers 404 for another client’s subscription exactly as for one that does not exist', async () => {
    const { token } = await subscribed();
    const other = await subscribed();
    const theirs = await setStatus(app(), token, other.subscription.id, 3);
    const none = await setStatus(app(), token, 2_147_483_647, 3);
    for (const response of [theirs, none]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        statusCode: '404',
        code: 'not_found',
        message: SPEC_TEXTS.ru.subscriptionNotFound,
      });
    }
    expect((await subscriptionOf(app(), other.subscription.id)).status).toBe(2);
  });

  it('answers 403 to a forbidden client and to one awaiting deletion, 401 without a token', async () => {
    const { token, subscription, client } = await subscribed();
    await setClientFlags(app(), client.id, { forbidden: true });
    const forbidden = await setStatus(app(), token, subscription.id, 3);
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden)).toEqual({
      statusCode: '403',
      code: 'forbidden',
      message: SPEC_TEXTS.ru.forbidden,
    });
    await setClientFlags(app(), client.id, { forbidden: false, deletePersonalData: true });
    expect((await setStatus(app(), token, subscription.id, 3)).statusCode).toBe(403);
    expect((await setStatus(app(), '', subscription.id, 3)).statusCode).toBe(401);
    expect((await subscriptionOf(app(), subscription.id)).status).toBe(2);
  });
});
