import { type Query, type SQL, sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * A statement built and prepared on first use, then reused: the SQL text of a busy read is made once,
 * and PostgreSQL parses and plans a named statement once per connection (docs/decisions/029). Built
 * lazily so that making a repository touches no database.
 */
export function prepared<T>(build: () => T): () => T {
  let statement: T | undefined;
  return () => {
    statement ??= build();
    return statement;
  };
}

/**
 * A JSON column's value in a named statement. drizzle encodes a JSON value only when it is given in the
 * statement, not through a placeholder: it is sent as text (jsonbText) and cast here.
 */
export function jsonbPlaceholder(name: string): SQL {
  return sql`${sql.placeholder(name)}::jsonb`;
}

/** What jsonbPlaceholder's parameter takes: the value as JSON text, or null. */
export function jsonbText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

interface StatementMaker {
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): Query };
}

/**
 * Rows of a raw statement sent named, for what drizzle's builders cannot write as one statement (several
 * writes in one, through data-modifying CTEs). `query` must give the same text each call (values only
 * as parameters). drizzle's database and transactions keep their session and dialect in these fields.
 */
export async function namedRows<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const { session, dialect } = db as unknown as StatementMaker;
  const result = await session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}

interface ConnectionOf {
  dialect: object;
  session: { client: unknown };
}

/**
 * A named statement built once per database and run on the connection `db` stands for: the database,
 * or one of its transactions. drizzle builds a statement's text again on every call in a transaction
 * (~15 % of the api's CPU while billing, docs/decisions/029); this builds it once and gives each call a
 * copy that sends through the transaction's connection. drizzle's prepared queries of both drivers send
 * through their `client` field, and a transaction shares its database's dialect, which keys the cache.
 */
export function reusable<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<object, T>();
  return (db) => {
    const { dialect, session } = db as unknown as ConnectionOf;
    let statement = built.get(dialect);
    if (!statement) {
      statement = build(db);
      built.set(dialect, statement);
    }
    return Object.create(statement, { client: { value: session.client } }) as T;
  };
}
