import { isStaffTextKey, STAFF_TEXTS } from '@ijara/contract/staff';
import type { z } from 'zod';
import { type CatalogueFile, ZCatalogueFile } from './format';
import { JsonText, type LocatedProblem, pathText } from './lines';
import { catalogueProblems, type Problem } from './rules';

export type Checked<P> = { ok: true; catalogue: CatalogueFile } | { ok: false; problems: P[] };

/** A read file: its catalogue and a way to name the line of a problem found later (by the database). */
export type Read =
  | { ok: true; catalogue: CatalogueFile; locate: (problems: Problem[]) => LocatedProblem[] }
  | { ok: false; problems: LocatedProblem[] };

/** A schema's verdict as the file's problems: an unknown key is named at the key itself. */
function issueProblems(issue: z.core.$ZodIssue): Problem[] {
  const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: [...path, key], message: `unknown key "${key}"` }));
  }
  if (issue.code === 'invalid_key') {
    return [{ path, message: `not a valid key: ${issue.issues[0]?.message ?? issue.message}` }];
  }
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return [{ path, message: `missing (expected ${issue.expected})` }];
  }
  const message = isStaffTextKey(issue.message) ? STAFF_TEXTS.en[issue.message] : issue.message;
  return [{ path, message }];
}

/** A parsed value (the demo seed's, a test's) against the format and its rules; problems by path. */
export function checkCatalogue(value: unknown): Checked<Problem> {
  const parsed = ZCatalogueFile.safeParse(value);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.flatMap(issueProblems) };
  const problems = catalogueProblems(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, catalogue: parsed.data };
}

/** The demo content's catalogue, or an error naming each problem by path (a mistake in the repository). */
export function checkedCatalogue(value: unknown, name: string): CatalogueFile {
  const checked = checkCatalogue(value);
  if (checked.ok) return checked.catalogue;
  const list = checked.problems.map((problem) => `  ${pathText(problem.path)}: ${problem.message}`);
  throw new Error(`${name} is not a valid catalogue:\n${list.join('\n')}`);
}

/**
 * The file's text: JSON (a syntax error named at its line and column), then the format and its rules,
 * each problem with the line of the value it is about, in the order of the text.
 */
export function readCatalogue(source: string): Read {
  // An editor's byte-order mark is not part of the JSON; it takes no column.
  const text = new JsonText(source.replace(/^\uFEFF/, ''));
  if (text.problems.length > 0) return { ok: false, problems: text.problems };
  const locate = (problems: Problem[]) =>
    problems
      .map((problem) => ({ ...problem, ...text.locate(problem.path) }))
      .sort((a, b) => a.line - b.line || a.column - b.column);
  const checked = checkCatalogue(JSON.parse(text.text));
  if (checked.ok) return { ...checked, locate };
  return { ok: false, problems: locate(checked.problems) };
}
