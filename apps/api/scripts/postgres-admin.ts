import pg from 'pg';

/**
 * Runs one administrative statement (CREATE/DROP DATABASE, which cannot run in a pool's transaction) on
 * its own connection; answers its rows.
 */
export async function admin<Row = unknown>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server a benchmark may create its database on; exits with a message without one. */
export function requireServer(script: string): string {
  const server = process.env.DATABASE_URL;
  if (!server) {
    console.error(`${script} needs DATABASE_URL (a PostgreSQL server where it may create a database)`);
    process.exit(2);
  }
  return server;
}

/**
 * The address of a database made to be thrown away (a test file's, a browser run's). Its sessions commit
 * without waiting for the WAL to reach the disk (`synchronous_commit=off`): a crash of the server may lose
 * the last commits of a database thrown away anyway, and every commit stops waiting for an fsync. The
 * api's own configuration is untouched. docs/decisions/031-test-speed.md.
 */
export function throwawayDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}
