import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import type { Database, Db } from '../../../src/db/database';
import { describeEachDatabase, describeWithApp, testConfig } from '../../helpers/app';
import { apiInject } from '../../helpers/request';

describeEachDatabase('readiness', ({ app, driver }) => {
  it(`answers /readyz after pinging ${driver}`, async () => {
    const response = await app().inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describeWithApp('health and metrics', ({ app }) => {
  it('answers /healthz', async () => {
    const response = await app().inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('exposes Prometheus metrics with request timings by route pattern', async () => {
    await apiInject(app(), { path: 'info/catalog/' });
    await apiInject(app(), { path: 'info/privacy/' });
    const response = await app().inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v3\/info\/catalog\/",status_code="200"\}/,
    );
    expect(response.body).toContain('route="/api/v3/info/:doc/"');
    expect(response.body).not.toContain('info/privacy/');
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'm'.repeat(40);
  const read = async (
    overrides: Record<string, string>,
    request: { headers?: Record<string, string>; ip?: string },
  ) => {
    // /metrics needs no database: a stand-in keeps these apps from opening one.
    const database: Database = {
      db: {} as Db,
      driver: 'postgres',
      migrate: async () => {},
      ping: async () => {},
      listen: async () => async () => {},
      close: async () => {},
    };
    const app = await buildApp({ config: testConfig(overrides), database });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: request.headers ?? {},
        ...(request.ip ? { remoteAddress: request.ip } : {}),
      });
      return response.statusCode;
    } finally {
      await app.close();
    }
  };

  it('with METRICS_TOKEN: only the bearer of that token', async () => {
    expect(await read({ METRICS_TOKEN: TOKEN }, {})).toBe(404);
    expect(
      await read({ METRICS_TOKEN: TOKEN }, { headers: { authorization: `Bearer ${'x'.repeat(40)}` } }),
    ).toBe(404);
    expect(await read({ METRICS_TOKEN: TOKEN }, { headers: { authorization: `Bearer ${TOKEN}` } })).toBe(200);
  });

  it('without a token: the machine itself outside production, nobody in production', async () => {
    expect(await read({}, {})).toBe(200);
    expect(await read({}, { ip: '203.0.113.9' })).toBe(404);
    // A request forwarded by a proxy on the same machine is not the machine itself.
    expect(await read({}, { headers: { 'x-forwarded-for': '203.0.113.9' } })).toBe(404);
    const production = {
      NODE_ENV: 'production',
      API_SIGNATURE_SECRET: 's'.repeat(40),
      AUTH_CODE_PEPPER: 'p'.repeat(40),
      CODE_CHANNELS: 'live',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
      SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(await read(production, {})).toBe(404);
  });
});

describe('/readyz without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const unreachable: Database = {
      db: {} as Db,
      driver: 'postgres',
      migrate: async () => {},
      ping: () => Promise.reject(new Error('connection refused')),
      listen: async () => async () => {},
      close: async () => {},
    };
    const app = await buildApp({ config: testConfig(), database: unreachable });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});
