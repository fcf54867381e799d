import {
  applyCatalogueText,
  exportCatalogue,
  type LocatedProblem,
  problemLine,
} from '../../catalogue-file/index';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { OpsResponse } from './commands';
import type { StaffRepository } from './staff-repository';

/** Who runs the command (staff-service.ts's Operator): their name for the audit row, their address. */
interface By {
  operator: string;
  ip: string | null;
}

/** The answer names this many problems, then how many more there are. */
const PROBLEMS_SHOWN = 50;

function problemsText(problems: LocatedProblem[]): string {
  const lines = problems.slice(0, PROBLEMS_SHOWN).map(problemLine);
  if (problems.length > PROBLEMS_SHOWN) lines.push(`… and ${problems.length - PROBLEMS_SHOWN} more`);
  return lines.join('\n');
}

/** catalogue-export: the file's text, read in one snapshot; the look is audited with its size. */
export async function catalogueExport(
  db: Db,
  repository: StaffRepository,
  by: By,
): Promise<OpsResponse<'catalogue-export'>> {
  const file = await exportCatalogue(db);
  await repository.audit(db, {
    ...by,
    action: 'ops.catalogue_exported',
    details: { bytes: Buffer.byteLength(file) },
  });
  return { statusCode: '200', file };
}

/**
 * catalogue-import: the whole file in one transaction with its `catalogue.imported` audit row, or
 * nothing and a 400 whose `file` field names each problem's line (in English, as the file's keys are).
 */
export async function catalogueImport(
  db: Db,
  by: By,
  file: string,
): Promise<OpsResponse<'catalogue-import'>> {
  const applied = await applyCatalogueText(db, file, { operator: by.operator, ip: by.ip });
  if (!applied.ok) {
    const text = problemsText(applied.problems);
    throw new AppError('validation_failed', {
      text: 'opsCatalogueInvalid',
      fieldTexts: () => ({ file: text }),
    });
  }
  return { statusCode: '200', ...applied.result };
}
