import pg from 'pg';

/** Runs one administrative statement (CREATE/DROP DATABASE) on its own connection. */
export async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
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
