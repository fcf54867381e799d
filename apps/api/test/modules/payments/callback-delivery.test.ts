import { ZBindCardResponse } from '@ijara/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_WEBHOOK_SECRET } from '../../../src/config/payments';
import { sandboxCallbacks } from '../../../src/db/schema/index';
import { SIGNATURE_HEADER, verifySignature } from '../../../src/gateways/sandbox/signature';
import { createTestApp, type TestApp } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { ANY_DRIVER } from '../../helpers/database';
import { CARDS, newKey, PAYMENT_TEST_CONFIG } from '../../helpers/payments';
import { apiInject } from '../../helpers/request';

/** A merchant endpoint that refuses the first `failures` callbacks with 500, then takes them. */
async function merchant(failures: number) {
  const received: { signature: string; body: string; status: number }[] = [];
  const server = Fastify({ logger: false });
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  server.post('/callback', async (request, reply) => {
    const status = received.length < failures ? 500 : 200;
    received.push({
      signature: String(request.headers[SIGNATURE_HEADER]),
      body: String(request.body),
      status,
    });
    return reply.code(status).send({});
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/callback`, received, close: () => server.close() };
}

/**
 * Time passes for the callback outbox: every undelivered callback falls due `seconds` earlier. Its
 * clock is the database's now(), shared by every api process, so the rows move instead of the test
 * sleeping (as test/helpers/auth.ts does for sign-in limits).
 */
async function rewindCallbacks(app: FastifyInstance, seconds: number): Promise<void> {
  await app.db
    .update(sandboxCallbacks)
    .set({ nextAttemptAt: sql`${sandboxCallbacks.nextAttemptAt} - (${seconds}::int * interval '1 second')` })
    .where(isNull(sandboxCallbacks.deliveredAt));
}

describe('sandbox callbacks over HTTP (SANDBOX_CALLBACK_URL)', () => {
  let site: Awaited<ReturnType<typeof merchant>>;
  let test: TestApp;
  beforeAll(async () => {
    site = await merchant(2);
    test = await createTestApp(ANY_DRIVER, { ...PAYMENT_TEST_CONFIG, SANDBOX_CALLBACK_URL: site.url });
  });
  afterAll(async () => {
    await test?.close();
    await site?.close();
  });

  it('signs each callback and retries with backoff until the merchant answers 2xx', async () => {
    const { app } = test;
    const statuses = () => site.received.map((r) => r.status);
    const { token } = await signedInClient(app);
    const started = await apiInject(app, {
      path: 'payment/bind-card/',
      body: { type: '2', city: 1 },
      token,
      headers: { 'idempotency-key': newKey() },
    });
    const url = ZBindCardResponse.parse(started.json()).url;
    await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number: CARDS.success, expiry: '12/39', cvc: '123' }).toString(),
    });
    expect(statuses()).toEqual([500]);
    const [first] = site.received;
    expect(() =>
      verifySignature(DEV_WEBHOOK_SECRET, first?.signature, first?.body ?? '', new Date()),
    ).not.toThrow();
    expect(JSON.parse(first?.body ?? '{}')).toMatchObject({
      type: 'card.bound',
      data: { card: { last4: '4242' } },
    });
    const eventId = (JSON.parse(first?.body ?? '{}') as { id: string }).id;

    const { dispatcher } = app.sandboxGateway;

    // The backoff doubles: due again 1 s after the first refusal, then 2 s after the second.
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(statuses()).toEqual([500]);
    await rewindCallbacks(app, 1);
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(statuses()).toEqual([500, 500]);
    await rewindCallbacks(app, 1);
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(statuses()).toEqual([500, 500]);
    await rewindCallbacks(app, 1);
    expect(await dispatcher.deliverDue()).toBe(1);
    expect(statuses()).toEqual([500, 500, 200]);
    expect(new Set(site.received.map((r) => r.body)).size).toBe(1);
    const [row] = await app.db.select().from(sandboxCallbacks).where(eq(sandboxCallbacks.eventId, eventId));
    expect(row).toMatchObject({ attempts: 3, deliveredAt: expect.any(Date) });
  });
});
