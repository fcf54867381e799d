import type pg from 'pg';

const GUARDED = Symbol('begin guarded');

/**
 * drizzle-orm 0.45's node-postgres `transaction()` sends BEGIN before its try/finally, so when BEGIN
 * fails (the connection was cut by a PostgreSQL restart) the client is never released: the pool
 * leaks one client per cut transaction until every request waits and `pool.end()` never returns.
 * Here a failed BEGIN releases its client with the error (the pool then discards it).
 */
export function guardTransactions(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  const guarded = (callback?: unknown) => {
    // pool.query() connects with a callback and releases by itself; only awaited clients are guarded.
    if (typeof callback === 'function') return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then(guardBegin);
  };
  pool.connect = guarded as typeof pool.connect;
  return pool;
}

function guardBegin(client: pg.PoolClient): pg.PoolClient {
  const marked = client as pg.PoolClient & { [GUARDED]?: true };
  if (marked[GUARDED]) return client;
  marked[GUARDED] = true;
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query.apply(client, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (!text || !/^\s*begin\b/i.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as typeof client.query;
  return client;
}
