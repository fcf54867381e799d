import { isValidImei } from './orders';
import type { StaffTextKey } from './texts';

/**
 * The bulk add's paste (issue 30): one unit per line, "serial" or "serial, IMEI" — comma, semicolon or
 * tab between them, as a spreadsheet's two columns paste. Blank lines are skipped but keep their
 * number, so an error names the line the person sees.
 */

/** Letters, digits, "-", "_" and "/", as manufacturers print them. */
export const STOCK_SERIAL_PATTERN = /^[A-Za-z0-9\-_/]{3,40}$/;
/** Units one paste may add. */
export const STOCK_ADD_MAX_UNITS = 500;
/** What a paste of STOCK_ADD_MAX_UNITS long lines takes, with room for spaces. */
export const STOCK_LINES_MAX_CHARS = 50_000;

export interface StockLine {
  /** 1-based, counting blank lines. */
  line: number;
  serial: string;
  /** 15 digits; null when the line names none. */
  imei: string | null;
}

/** A line that cannot be added: a staff text whose {{line}} and other placeholders `values` fill. */
export interface StockLineProblem {
  line: number;
  text: StaffTextKey;
  values: Record<string, string>;
}

export function stockLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Lines with something on them: what STOCK_ADD_MAX_UNITS counts. */
export function filledStockLines(text: string): number {
  return stockLines(text).filter((line) => line.trim() !== '').length;
}

/** Serials match whatever their case, as the hand-over finds them. */
export const serialKey = (serial: string) => serial.toUpperCase();

function readLine(raw: string, line: number): StockLine | StockLineProblem {
  const parts = raw.split(/[,;\t]/).map((part) => part.trim());
  // "SN123," — a spreadsheet row with an empty IMEI cell.
  if (parts.length === 2 && parts[1] === '') parts.pop();
  const [serial = '', typedImei] = parts;
  if (parts.length > 2) return { line, text: 'staffStockLineShape', values: {} };
  if (!STOCK_SERIAL_PATTERN.test(serial)) return { line, text: 'staffStockLineSerial', values: { serial } };
  if (typedImei === undefined) return { line, serial, imei: null };
  const imei = typedImei.replace(/[\s-]/g, '');
  if (!/^\d{15}$/.test(imei)) return { line, text: 'staffStockLineImeiDigits', values: { imei: typedImei } };
  if (!isValidImei(imei)) return { line, text: 'staffStockLineImeiCheck', values: { imei } };
  return { line, serial, imei };
}

/**
 * Every line read: the units to add, and the problems of the lines that cannot be (a bad serial or
 * IMEI, or one an earlier line of the paste already has). What the database already holds is the
 * api's to check.
 */
export function parseStockLines(text: string): { units: StockLine[]; problems: StockLineProblem[] } {
  const units: StockLine[] = [];
  const problems: StockLineProblem[] = [];
  const serials = new Map<string, number>();
  const imeis = new Map<string, number>();
  stockLines(text).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const read = readLine(raw, index + 1);
    if ('text' in read) {
      problems.push(read);
      return;
    }
    const { line, serial, imei } = read;
    const serialFirst = serials.get(serialKey(serial));
    const imeiFirst = imei === null ? undefined : imeis.get(imei);
    if (serialFirst !== undefined) {
      problems.push({
        line,
        text: 'staffStockLineSerialTwice',
        values: { serial, first: String(serialFirst) },
      });
    } else if (imei !== null && imeiFirst !== undefined) {
      problems.push({ line, text: 'staffStockLineImeiTwice', values: { imei, first: String(imeiFirst) } });
    } else {
      serials.set(serialKey(serial), line);
      if (imei !== null) imeis.set(imei, line);
      units.push(read);
    }
  });
  return { units, problems };
}
