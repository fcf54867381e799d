import type { Locale } from '@ijara/contract';
import {
  parseStockLines,
  type StockLine,
  type StockLineProblem,
  serialKey,
  type ZStaffStockAddRequest,
} from '@ijara/contract/staff';
import type { z } from 'zod';
import { writeAuditRows } from '../../db/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ApiTextKey } from '../../texts';
import { apiText } from '../../texts';
import type { StaffRow } from '../staff/index';
import type { StockDeskRepository } from './repository';
import { insertUnits } from './unit-writes';

export type AddBody = z.output<typeof ZStaffStockAddRequest>;

/** The `lines` field names this many bad lines, then how many more there are. */
const LINES_SHOWN = 20;

/** The lines whose serial or IMEI a unit in the database already has. */
function takenProblems(
  units: StockLine[],
  taken: { serial: string; imei: string | null }[],
): StockLineProblem[] {
  const serials = new Set(taken.map((row) => serialKey(row.serial)));
  const imeis = new Set(taken.flatMap((row) => (row.imei === null ? [] : [row.imei])));
  return units.flatMap((unit): StockLineProblem[] => {
    if (serials.has(serialKey(unit.serial))) {
      return [{ line: unit.line, text: 'staffStockLineSerialExists', values: { serial: unit.serial } }];
    }
    if (unit.imei !== null && imeis.has(unit.imei)) {
      return [{ line: unit.line, text: 'staffStockLineImeiExists', values: { imei: unit.imei } }];
    }
    return [];
  });
}

function linesText(problems: StockLineProblem[], locale: Locale): string {
  const shown = problems
    .slice(0, LINES_SHOWN)
    .map((problem) => apiText(problem.text, locale, { ...problem.values, line: String(problem.line) }));
  if (problems.length > LINES_SHOWN) {
    shown.push(apiText('staffStockLinesMore', locale, { count: String(problems.length - LINES_SHOWN) }));
  }
  return shown.join('\n');
}

/**
 * The bulk add: every line is checked (its form, an arrival date gone by, repeats within the paste,
 * serials and IMEIs already in stock) and every bad line named, or all units are added with an audit
 * row each, in `tx`. A line's arrival date makes its unit expected stock (docs/decisions/051).
 */
export async function addUnits(
  tx: Db,
  repository: StockDeskRepository,
  person: StaffRow,
  input: { body: AddBody; ip: string; today: string },
): Promise<number[]> {
  const { body, ip, today } = input;
  const { units, problems } = parseStockLines(body.lines, today);
  const fields: Record<string, ApiTextKey> = {};
  if (body.purchasedOn !== null && body.purchasedOn > today) fields.purchasedOn = 'staffPurchaseDateFuture';
  if (!(await repository.modelExists(tx, body.modelID))) fields.modelID = 'staffModelUnknown';
  const office = await repository.office(tx, body.officeID);
  if (!office?.active) fields.officeID = 'staffOfficeUnknown';
  const taken = await repository.taken(
    tx,
    units.map((unit) => unit.serial),
    units.flatMap((unit) => (unit.imei === null ? [] : [unit.imei])),
  );
  const bad = [...problems, ...takenProblems(units, taken)].sort((a, b) => a.line - b.line);
  if (bad.length > 0 || !office?.active || Object.keys(fields).length > 0) {
    throw new AppError('validation_failed', {
      text: bad.length > 0 ? 'staffStockLinesInvalid' : 'incorrectInfo',
      fields,
      ...(bad.length > 0 ? { fieldTexts: (locale: Locale) => ({ lines: linesText(bad, locale) }) } : {}),
    });
  }
  const facts = { colour: body.colour, purchasedOn: body.purchasedOn, purchaseCost: body.purchaseCost };
  // The audit keeps what was given: a colour left empty or an unknown price is no fact.
  const given = Object.fromEntries(
    Object.entries(facts).filter(([, value]) => value !== null && value !== ''),
  );
  const added = await insertUnits(
    tx,
    units.map((unit) => ({
      modelId: body.modelID,
      cityId: office.city_id,
      officeId: office.id,
      serial: unit.serial,
      imei: unit.imei,
      availableFrom: unit.availableFrom,
      ...facts,
    })),
  );
  if (added.length !== units.length) throw new AppError('version_conflict', { text: 'staffStockAddRace' });
  await writeAuditRows(
    tx,
    added.map(({ id, serial, imei, availableFrom }) => ({
      actor: 'staff',
      staffId: person.id,
      ip,
      action: 'unit.added',
      entity: 'unit',
      entityId: id,
      details: {
        modelId: body.modelID,
        batch: added.length,
        after: {
          serial,
          ...(imei === null ? {} : { imei }),
          ...(availableFrom === null ? {} : { availableFrom }),
          officeId: office.id,
          office: office.name_ru,
          ...given,
        },
      },
    })),
  );
  return added.map((unit) => unit.id);
}
