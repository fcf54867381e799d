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
