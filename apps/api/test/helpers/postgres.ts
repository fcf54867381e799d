import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** "ijara_test_<kind>_<random>": only letters, digits and "_", so it is safe inside SQL text. */
export function uniqueDatabaseName(kind: string): string {
  return `ijara_test_${kind}_${randomBytes(6).toString('hex')}`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
