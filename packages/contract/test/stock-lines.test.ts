import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../src';
import {
  isValidImei,
  parseStockLines,
  STAFF_TEXTS,
  STOCK_ADD_MAX_UNITS,
  ZStaffStockAddRequest,
  ZStaffUnitStateRequest,
} from '../src/staff';

/** 490154203237518 is the IMEI of 3GPP's examples; …519 differs only in the check digit. */
const GOOD = '490154203237518';
const BAD = '490154203237519';

describe('the bulk add paste', () => {
  it('reads "serial" and "serial, IMEI" with a comma, semicolon or tab; blank lines keep their number', () => {
    const { units, problems } = parseStockLines(
      `SN-001\n\n  SN-002 ; ${GOOD}\r\nSN/003\t35 6938 0351 2345 5\nSN_004,\n`,
    );
    expect(problems).toEqual([]);
    expect(units).toEqual([
      { line: 1, serial: 'SN-001', imei: null, availableFrom: null },
      { line: 3, serial: 'SN-002', imei: GOOD, availableFrom: null },
      { line: 4, serial: 'SN/003', imei: '356938035123455', availableFrom: null },
      { line: 5, serial: 'SN_004', imei: null, availableFrom: null },
    ]);
  });

  it('reads an arrival date after the IMEI or in its place, and names a bad or past date by line', () => {
    const { units, problems } = parseStockLines(
      [
        `SN-101, ${GOOD}, 2026-12-05`,
        'SN-102;05.12.2026',
        'SN-103		2026-12-5',
        'SN-104, 31.11.2026',
        'SN-105, 2026-11-26',
        'SN-106, 2026-11-27',
      ].join('\n'),
      '2026-11-27',
    );
    expect(units).toEqual([
      { line: 1, serial: 'SN-101', imei: GOOD, availableFrom: '2026-12-05' },
      { line: 2, serial: 'SN-102', imei: null, availableFrom: '2026-12-05' },
      { line: 3, serial: 'SN-103', imei: null, availableFrom: '2026-12-05' },
      { line: 6, serial: 'SN-106', imei: null, availableFrom: '2026-11-27' },
    ]);
    expect(
      problems.map((problem) =>
        fillPlaceholders(STAFF_TEXTS.ru[problem.text], { ...problem.values, line: String(problem.line) }),
      ),
    ).toEqual([
      'Строка 4: дата поступления «31.11.2026» — нужна дата ГГГГ-ММ-ДД или ДД.ММ.ГГГГ.',
      'Строка 5: дата поступления 2026-11-26 уже прошла. У устройства, которое уже на месте, дату не указывают.',
    ]);
  });

  it('names each bad line: its shape, serial, IMEI digits and check digit, and repeats within the paste', () => {
    const { units, problems } = parseStockLines(
      [
        'OK-1',
        `BAD-IMEI, ${BAD}`,
        'a, b, c, d',
        'x',
        'SHORT, 12345',
        'ok-1',
        `OK-2, ${GOOD}`,
        `OK-3, ${GOOD}`,
      ].join('\n'),
    );
    expect(units.map((unit) => unit.line)).toEqual([1, 7]);
    const ru = problems.map((problem) =>
      fillPlaceholders(STAFF_TEXTS.ru[problem.text], { ...problem.values, line: String(problem.line) }),
    );
    expect(ru).toEqual([
      `Строка 2: IMEI ${BAD} не проходит проверку контрольной цифры.`,
      'Строка 3: нужен серийный номер, за ним, если есть, IMEI и дата поступления — не больше трёх значений.',
      'Строка 4: серийный номер «x» — нужно от 3 до 40 символов: латинские буквы, цифры, «-», «_» и «/».',
      'Строка 5: IMEI 12345 — нужно ровно 15 цифр.',
      'Строка 6: серийный номер ok-1 уже есть в строке 1.',
      `Строка 8: IMEI ${GOOD} уже есть в строке 7.`,
    ]);
  });

  it('any paste: every filled line is either a unit or a problem, never both, never lost', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 20 }), (lines) => {
        const { units, problems } = parseStockLines(lines.join('\n'));
        const filled = lines.flatMap((line, index) =>
          line.split(/\r\n|\r|\n/).some((part) => part.trim() !== '') ? [index] : [],
        );
        const seen = [...units.map((unit) => unit.line), ...problems.map((problem) => problem.line)];
        expect(new Set(seen).size).toBe(seen.length);
        for (const unit of units) if (unit.imei !== null) expect(isValidImei(unit.imei)).toBe(true);
        if (!lines.some((line) => /[\r\n]/.test(line))) expect(seen.length).toBe(filled.length);
      }),
    );
  });

  it('the request refuses an empty paste and more than the limit of units', () => {
    const base = { modelID: 1, officeID: 1 };
    const empty = ZStaffStockAddRequest.safeParse({ ...base, lines: ' \n\n' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['staffStockLinesEmpty']);
    const many = Array.from({ length: STOCK_ADD_MAX_UNITS + 1 }, (_, n) => `SN-${n}`).join('\n');
    const tooMany = ZStaffStockAddRequest.safeParse({ ...base, lines: many });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(['staffStockTooManyLines']);
    expect(ZStaffStockAddRequest.parse({ ...base, lines: 'SN-1' })).toMatchObject({
      colour: '',
      purchasedOn: null,
      purchaseCost: null,
    });
  });

  it('repair and retirement need a reason; back to available does not', () => {
    const base = { id: 1, version: 0 };
    expect(ZStaffUnitStateRequest.safeParse({ ...base, state: 'available' }).success).toBe(true);
    for (const state of ['repair', 'retired']) {
      const parsed = ZStaffUnitStateRequest.safeParse({ ...base, state, reason: ' ' });
      expect(parsed.error?.issues).toMatchObject([{ path: ['reason'], message: 'staffReasonRequired' }]);
    }
  });
});
