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

describe('/readyz without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const unreachable: Database = {
      db: {} as Db,
      driver: 'postgres',
      migrate: async () => {},
      ping: () => Promise.reject(new Error('connection refused')),
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
