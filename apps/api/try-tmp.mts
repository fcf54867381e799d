import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPostgres } from './src/db/database';
import { seedDemo } from './src/db/seed/seed-demo';
import { demoContent } from './src/db/seed/demo-content';
import { adminQuery, copyDatabase, databaseUrl, uniqueDatabaseName } from './test/helpers/postgres';
import { sql } from 'drizzle-orm';

const server = 'postgres://postgres@127.0.0.1:5432/test';
const cpu = () => { const f = readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (f[0]+f[1]+f[2]+f[5]+f[6])/100; };
const tpl = uniqueDatabaseName('tpl');
await adminQuery(server, `create database ${tpl}`);
const d = await openPostgres(databaseUrl(server, tpl));
await d.migrate(); await seedDemo(d.db, demoContent); await d.close();
const N = 10;
let c0 = cpu(), t0 = Date.now();
for (let i = 0; i < N; i++) {
  const name = uniqueDatabaseName('b');
  await copyDatabase(server, name, tpl);
  const db = await openPostgres(databaseUrl(server, name));
  await db.db.execute(sql`select count(*) from gadgets`);
  await db.close();
  await adminQuery(server, `drop database ${name} with (force)`);
}
console.log('create/drop per copy: wall', (Date.now()-t0)/N, 'ms, busy', ((cpu()-c0)/N).toFixed(3), 'core-s');
// restore approach
const name = uniqueDatabaseName('b');
await copyDatabase(server, name, tpl);
const db = await openPostgres(databaseUrl(server, name));
const tables = (await db.db.execute(sql`select tablename as name from pg_tables where schemaname='public' order by 1`) as any).rows.map((r: any) => r.name);
const rows = new Map<string,string>();
for (const t of tables) { const [j] = (await db.db.execute(sql`select json_agg(t)::text as rows from ${sql.identifier(t)} t`) as any).rows; if (j?.rows) rows.set(t, j.rows); }
c0 = cpu(); t0 = Date.now();
for (let i = 0; i < N; i++) {
  await db.db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${sql.join(tables.map((t: string) => sql.identifier(t)), sql`, `)} restart identity cascade`);
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [t, json] of rows) await tx.execute(sql`insert into ${sql.identifier(t)} select * from json_populate_recordset(null::${sql.identifier(t)}, ${json}::json)`);
  });
}
console.log('truncate restore per reuse: wall', (Date.now()-t0)/N, 'ms, busy', ((cpu()-c0)/N).toFixed(3), 'core-s', 'tables', tables.length);
c0 = cpu(); t0 = Date.now();
for (let i = 0; i < N; i++) {
  await db.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const t of tables) await tx.execute(sql`delete from ${sql.identifier(t)}`);
    for (const [t, json] of rows) await tx.execute(sql`insert into ${sql.identifier(t)} select * from json_populate_recordset(null::${sql.identifier(t)}, ${json}::json)`);
  });
}
console.log('delete restore per reuse: wall', (Date.now()-t0)/N, 'ms, busy', ((cpu()-c0)/N).toFixed(3));
const stats = async () => new Map(((await db.db.execute(sql`select relname, n_tup_ins + n_tup_upd + n_tup_del as n from pg_stat_user_tables`)) as any).rows.map((r: any) => [r.relname, String(r.n)]));
c0 = cpu(); t0 = Date.now();
for (let i = 0; i < N; i++) {
  const s = await stats();
  await db.db.execute(sql`update gadgets set name = name where id = (select min(id) from gadgets)`);
}
console.log('stats read: wall', (Date.now()-t0)/N, 'ms, busy', ((cpu()-c0)/N).toFixed(3));
await db.close();
await adminQuery(server, `drop database ${name} with (force)`);
await adminQuery(server, `drop database ${tpl} with (force)`);
