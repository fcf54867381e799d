import { isValidImei } from './orders';
import type { StaffTextKey } from './texts';

/**
 * The bulk add's paste (issue 30): one unit per line, "serial", "serial, IMEI", "serial, IMEI, available
 * from" or "serial, available from" — comma, semicolon or tab between them, as a spreadsheet's columns
 * paste (an empty IMEI cell included). The date, YYYY-MM-DD or DD.MM.YYYY, makes the unit expected
 * stock (docs/decisions/051). Blank lines are skipped but keep their number, so an error names the line
 * the person sees.
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
  /** "YYYY-MM-DD": the day an expected unit arrives; null: it is here. */
  availableFrom: string | null;
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

/** A spreadsheet's date cell: "YYYY-MM-DD" or "DD.MM.YYYY" (anything with a dot is meant as one). */
const looksLikeDate = (text: string) => text.includes('.') || /^\d{4}-\d{1,2}-\d{1,2}$/.test(text);

/** The typed date as "YYYY-MM-DD", or null when it is no day of the calendar. */
export function readStockDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

function readLine(raw: string, line: number, today: string | undefined): StockLine | StockLineProblem {
  const parts = raw.split(/[,;\t]/).map((part) => part.trim());
  // "SN123," or "SN123,," — a spreadsheet row with empty cells at its end.
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length > 3) return { line, text: 'staffStockLineShape', values: {} };
  const [serial = ''] = parts;
  // Two values: the second is the IMEI or, when it reads as one, the date.
  const [typedImei = '', typedDate = ''] =
    parts.length === 2 && looksLikeDate(parts[1] ?? '') ? ['', parts[1]] : parts.slice(1);
  if (!STOCK_SERIAL_PATTERN.test(serial)) return { line, text: 'staffStockLineSerial', values: { serial } };
  let imei: string | null = null;
  if (typedImei !== '') {
    imei = typedImei.replace(/[\s-]/g, '');
    if (!/^\d{15}$/.test(imei))
      return { line, text: 'staffStockLineImeiDigits', values: { imei: typedImei } };
    if (!isValidImei(imei)) return { line, text: 'staffStockLineImeiCheck', values: { imei } };
  }
  if (typedDate === '') return { line, serial, imei, availableFrom: null };
  const availableFrom = readStockDate(typedDate);
  if (availableFrom === null) return { line, text: 'staffStockLineDate', values: { date: typedDate } };
  if (today !== undefined && availableFrom < today) {
    return { line, text: 'staffStockLineDatePast', values: { date: typedDate } };
  }
  return { line, serial, imei, availableFrom };
}

/**
 * Every line read: the units to add, and the problems of the lines that cannot be (a bad serial, IMEI
 * or date, a date before `today` when it is given, or a serial or IMEI an earlier line of the paste
 * already has). What the database already holds is the api's to check.
 */
export function parseStockLines(
  text: string,
  today?: string,
): { units: StockLine[]; problems: StockLineProblem[] } {
  const units: StockLine[] = [];
  const problems: StockLineProblem[] = [];
  const serials = new Map<string, number>();
  const imeis = new Map<string, number>();
  stockLines(text).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const read = readLine(raw, index + 1, today);
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
