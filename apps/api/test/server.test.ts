import { API_PREFIX, ZCatalogResponse } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { demoContent } from '../src/db/seed/demo-content';
import { testConfig } from './helpers/app';
import { DRIVERS, emptyPostgres } from './helpers/database';
import { signedHeaders } from './helpers/request';

async function fetchCatalog(app: FastifyInstance) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(`${address}${API_PREFIX}info/catalog/`, { headers: signedHeaders('', 'en') });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * The start-up path of `npm start`: the app opens its own database, applies the migrations, loads the
 * demo content into the empty database, and answers over a real socket. On PostgreSQL here; the
 * embedded database's first start and restart are test/db/pglite-kill.test.ts's, as a real process.
 */
describe.each(DRIVERS.filter((driver) => driver === 'postgres'))(
  'a fresh start over real HTTP [%s]',
  (driver) => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('migrates, seeds an empty database and answers a signed catalogue request', async () => {
      expect(driver).toBe('postgres');
      const empty = await emptyPostgres();
      cleanups.push(empty.drop);
      const config = testConfig({ DATABASE_URL: empty.url, SEED_DEMO: 'true' });

      const first = await buildApp({ config });
      cleanups.push(() => first.close());
      const { status, body } = await fetchCatalog(first);
      expect(status).toBe(200);
      const catalog = ZCatalogResponse.parse(body);
      expect(catalog.cities.map((c) => c.name)).toEqual(demoContent.catalogue.cities.map((c) => c.name.en));
      await first.close();

      // A second start on the same database migrates nothing and seeds nothing twice.
      const second = await buildApp({ config });
      cleanups.push(() => second.close());
      const again = await fetchCatalog(second);
      expect(ZCatalogResponse.parse(again.body).gadgets).toHaveLength(demoContent.catalogue.gadgets.length);
    });
  },
);
