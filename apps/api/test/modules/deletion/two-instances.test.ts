import { addDays, todayInBishkek } from '@ijara/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { auditLog, clients, sessions } from '../../../src/db/schema/index';
import { testConfig } from '../../helpers/app';
import { signedInClient } from '../../helpers/auth';
import { postgresCopy } from '../../helpers/database';

const CLIENTS = 40;

/**
 * Two api instances, each with its own pool on one PostgreSQL database, run the erasure job at the
 * same moment, several times over: each client is erased by exactly one of them, once.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'the erasure job in two api processes on one PostgreSQL database',
  () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('erases each due client once', async () => {
      const database = await postgresCopy();
      cleanups.push(database.drop);
      const config = testConfig({ DATABASE_URL: database.url });
      const apps: FastifyInstance[] = [];
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({ config });
        cleanups.push(() => app.close());
        apps.push(app);
      }
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      const requestedOn = addDays(todayInBishkek(), -12);
      const due = [];
      for (let i = 0; i < CLIENTS; i++) {
        due.push(
          (await signedInClient(first, { deletePersonalData: true, deletePersonalDataDate: requestedOn }))
            .client.id,
        );
      }

      const runs = await Promise.all(
        [first, second, first, second].map((app) => app.deletion.erasure.eraseDue()),
      );
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(CLIENTS);
      expect(runs[0]! + runs[2]!).toBeGreaterThan(0);
      expect(runs[1]! + runs[3]!).toBeGreaterThan(0);

      const erased = await first.db
        .select({ clientId: auditLog.clientId })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'client.erased'), inArray(auditLog.clientId, due)));
      expect(erased.map((row) => row.clientId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(due);
      const left = await first.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(inArray(clients.id, due), isNull(clients.erasedAt)));
      expect(left).toEqual([]);
      const live = await first.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.clientId, due), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
      expect(
        await Promise.all([first.deletion.erasure.eraseDue(), second.deletion.erasure.eraseDue()]),
      ).toEqual([0, 0]);
    }, 120_000);
  },
);
