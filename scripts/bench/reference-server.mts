// The references a benchmark compares against, in a process of their own: a bare Fastify JSON route
// (the ceiling for any call) and a bare primary-key select through the api's own driver and Drizzle
// (one database round trip): PGlite in a fresh folder, or the PostgreSQL of DATABASE_URL.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { openPglite, openPostgres } from '../../apps/api/src/db/database.ts';

const port = Number(process.env.PORT ?? 3201);
const dataDir = join(import.meta.dirname, '..', '..', 'data', `bench-reference-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const database = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL)
  : await openPglite({ dataDir });
await database.migrate();
// A table of its own in a schema of its own, so nothing of the api's data is touched or added.
const reference = pgSchema('bench').table('reference', {
  id: integer('id').primaryKey(),
  name: text('name'),
});
await database.db.execute(sql`create schema if not exists bench`);
await database.db.execute(
  sql`create table if not exists bench.reference (id integer primary key, name text)`,
);
await database.db.execute(sql`insert into bench.reference values (1, 'Бишкек') on conflict do nothing`);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ statusCode: '200', ok: true }));
app.get('/select', async () => {
  const [row] = await database.db.select().from(reference).where(eq(reference.id, 1));
  return { statusCode: '200', row };
});
// An api answer as it went out (captured by run.mts: status, headers, encoded body), sent again by a bare
// route: the ceiling for a cached answer of that size, which the client's own work on the bytes limits.
// run.mts hands each one over as it captures it (POST /same), so the two are measured one after the other.
const sameBytes: Array<{ headers: Record<string, string>; body: Buffer }> = [];
app.post('/same', { bodyLimit: 4 * 1024 * 1024 }, async (request) => {
  const answer = request.body as { headers: Record<string, string>; body: string };
  sameBytes.push({ headers: answer.headers, body: Buffer.from(answer.body, 'base64') });
  return { index: sameBytes.length - 1 };
});
app.get('/same/:index', (request, reply) => {
  const answer = sameBytes[Number((request.params as { index: string }).index)];
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close();
    await database.db.execute(sql`drop schema bench cascade`);
    await database.close();
    process.exit(0);
  });
}
