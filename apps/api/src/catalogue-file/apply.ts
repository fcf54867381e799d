import { writeAudit } from '../db/audit';
import type { Db } from '../db/database';
import type { ImportResult } from './counts';
import { CatalogueRefused, importCatalogue } from './import';
import type { LocatedProblem } from './lines';
import { readCatalogue } from './read';

/** Who imports: the operator's name and address, for the audit row. */
export interface Importer {
  operator: string;
  ip: string | null;
}

export type Applied = { ok: true; result: ImportResult } | { ok: false; problems: LocatedProblem[] };

/**
 * A file's text into the database: read and checked (each problem named at its line), then imported
 * in one transaction with one `catalogue.imported` audit row of what was added, changed and switched
 * off. A refusal leaves the database as it was.
 */
export async function applyCatalogueText(db: Db, text: string, by: Importer): Promise<Applied> {
  const read = readCatalogue(text);
  if (!read.ok) return read;
  try {
    const result = await db.transaction(async (tx) => {
      const done = await importCatalogue(tx, read.catalogue);
      await writeAudit(tx, {
        actor: 'staff',
        action: 'catalogue.imported',
        ip: by.ip,
        details: { ...done, operator: by.operator },
      });
      return done;
    });
    return { ok: true, result };
  } catch (error) {
    if (error instanceof CatalogueRefused) return { ok: false, problems: read.locate(error.problems) };
    throw error;
  }
}
