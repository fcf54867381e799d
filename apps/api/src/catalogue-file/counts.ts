/** What an import did, per kind of entry (the audit row's details, the command's answer). */
export const COUNTED = [
  'cities',
  'categories',
  'extras',
  'gadgets',
  'models',
  'offices',
  'companies',
] as const;
export type Counted = (typeof COUNTED)[number];
export type Counts = Record<Counted, number>;

export interface ImportResult {
  added: Counts;
  changed: Counts;
  /** Active in the database, left out of the file: kept, switched off. (Marked inactive in it: changed.) */
  switchedOff: Counts;
}

export const noCounts = (): Counts => Object.fromEntries(COUNTED.map((kind) => [kind, 0])) as Counts;

export function newResult(): ImportResult {
  return { added: noCounts(), changed: noCounts(), switchedOff: noCounts() };
}

/** Whether the import changed anything at all. */
export function changedAnything(result: ImportResult): boolean {
  return COUNTED.some((kind) => result.added[kind] + result.changed[kind] + result.switchedOff[kind] > 0);
}
