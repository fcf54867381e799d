import { type SQL, sql } from 'drizzle-orm';

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
