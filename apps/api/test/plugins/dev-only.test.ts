import {
  DEV_BILLING_PATH,
  DEV_MAIL_PATH,
  DEV_NOTICES_PATH,
  DEV_OUTBOX_PATH,
  SANDBOX_GATEWAY_PATH,
} from '@ijara/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../helpers/app';
import { signedInClient } from '../helpers/auth';

/** Each way a proxy (or a client pretending to be one) says where a request came from. */
const FORWARDING: Record<string, string> = {
  'x-forwarded-for': '127.0.0.1',
  'x-real-ip': '127.0.0.1',
  forwarded: 'for=127.0.0.1',
  'x-forwarded-host': 'localhost',
  'x-client-ip': '127.0.0.1',
  'cf-connecting-ip': '127.0.0.1',
  'true-client-ip': '127.0.0.1',
  'x-cluster-client-ip': '127.0.0.1',
  'fastly-client-ip': '127.0.0.1',
  via: '1.1 proxy',
};

describeWithApp('"this machine only": one rule for every development door', ({ app }) => {
  let phone = '';
  beforeAll(async () => {
    phone = (await signedInClient(app())).client.phone;
  });

  /** Each door with what it answers the machine itself: the status proves the request got in. */
  const doors = (): Array<[string, InjectOptions, number]> => [
    ['code outbox', { method: 'GET', url: `${DEV_OUTBOX_PATH}?phone=${phone}` }, 200],
    ['mail outbox', { method: 'GET', url: `${DEV_MAIL_PATH}?to=a@example.com` }, 200],
    ['notices', { method: 'GET', url: `${DEV_NOTICES_PATH}?phone=${phone}` }, 200],
    // Past the door, the empty body is refused: 400, not the door's 404.
    ['dev billing', { method: 'POST', url: DEV_BILLING_PATH, payload: {} }, 400],
    ['metrics', { method: 'GET', url: '/metrics' }, 200],
    [
      'sandbox control',
      { method: 'POST', url: `${SANDBOX_GATEWAY_PATH}control`, payload: { mode: 'normal' } },
      200,
    ],
  ];

  it('lets the machine itself in', async () => {
    for (const [name, request, status] of doors()) {
      expect((await app().inject(request)).statusCode, name).toBe(status);
    }
  });

  it('answers 404 to another address', async () => {
    for (const [name, request] of doors()) {
      expect((await app().inject({ ...request, remoteAddress: '203.0.113.7' })).statusCode, name).toBe(404);
    }
  });

  it.each(Object.entries(FORWARDING))('answers 404 to a loopback request with %s', async (header, value) => {
    for (const [name, request] of doors()) {
      const response = await app().inject({ ...request, headers: { ...request.headers, [header]: value } });
      expect(response.statusCode, `${name} with ${header}`).toBe(404);
    }
  });

  it('keeps the sandbox switch where it was when a forwarded request tries it', async () => {
    const response = await app().inject({
      method: 'POST',
      url: `${SANDBOX_GATEWAY_PATH}control`,
      payload: { mode: 'down' },
      headers: { 'x-real-ip': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
    expect(app().sandboxGateway.state.mode).toBe('normal');
  });
});
