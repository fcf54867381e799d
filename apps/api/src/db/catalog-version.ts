import { sql } from 'drizzle-orm';
import { rawRows } from '../lib/raw-rows';
import type { Db } from './database';

/** The NOTIFY channel of catalogue changes; the payload is the new version (docs/decisions/043). */
export const CATALOG_CHANNEL = 'catalog_changed';

type WrittenHere = (version: number) => void;
const writtenHere = new Set<WrittenHere>();

/**
 * Every catalogue write calls this in its transaction: the version row (migration 0016) goes up and
 * a NOTIFY, delivered on commit, tells each api process listening on CATALOG_CHANNEL. This process's
 * own catalogue is told at once as well, before the commit, so that the next read here checks the
 * version row instead of waiting for the notice to come back over the LISTEN connection.
 */
export async function catalogChanged(tx: Db): Promise<number> {
  const [row] = await rawRows<{ version: string }>(
    tx,
    sql`with bumped as (update catalog_version set version = version + 1 where id = 1 returning version)
        select version::text as version, pg_notify(${CATALOG_CHANNEL}, version::text) from bumped`,
  );
  if (!row) throw new Error('catalog_version has no row (migration 0016)');
  const version = Number(row.version);
  for (const listener of writtenHere) listener(version);
  return version;
}

/** The current version: a primary-key read, cheap enough to ask every few seconds. */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await rawRows<{ version: string }>(
    db,
    sql`select version::text as version from catalog_version where id = 1`,
  );
  return Number(row?.version ?? 0);
}

/**
 * Hears each version that catalogChanged() writes in this process (not yet committed when heard);
 * answers the function that stops hearing.
 */
export function onCatalogWrittenHere(listener: WrittenHere): () => void {
  writtenHere.add(listener);
  return () => {
    writtenHere.delete(listener);
  };
}
