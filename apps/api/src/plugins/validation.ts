import { unsafeTextFields } from '@ijara/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';
import { type ApiTextKey, isApiTextKey } from '../texts';

/** True when the issue's path names a key that the sent object does not have at all. */
function isMissing(data: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  let parent: unknown = data;
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) return false;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  if (typeof parent !== 'object' || parent === null || Array.isArray(parent)) return false;
  const last = path[path.length - 1] as PropertyKey;
  return !Object.hasOwn(parent, last) || (parent as Record<PropertyKey, unknown>)[last] === undefined;
}

/**
 * Turns zod issues into the validation envelope: field name → text key. The contract writes text
 * keys as issue messages ('fieldRequired', 'invalidEmail'…); any other message becomes
 * 'incorrectInfo', so no English zod text reaches a Russian screen.
 */
export function toValidationError(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  unsafeFields: readonly string[] = [],
): AppError {
  const fields: Record<string, ApiTextKey> = {};
  const set = (name: string, key: ApiTextKey) => {
    if (name !== '' && !(name in fields)) fields[name] = key;
  };
  for (const name of unsafeFields) set(name, 'incorrectInfo');
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) set(name ? `${name}.${key}` : key, 'incorrectInfo');
    } else if (isMissing(data, issue.path)) {
      set(name, 'fieldRequired');
    } else {
      set(name, isApiTextKey(issue.message) ? issue.message : 'incorrectInfo');
    }
  }
  const required = Object.values(fields).includes('fieldRequired');
  return new AppError('validation_failed', { text: required ? 'requiredFields' : 'incorrectInfo', fields });
}

/**
 * The contract schema, and before it a check no schema has to repeat: a string with NUL or a lone
 * surrogate anywhere in what was sent is refused here, since the database cannot keep it.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unsafe = unsafeTextFields(data);
    const result = schema.safeParse(data);
    if (result.success && unsafe.length === 0) return { value: result.data };
    return { error: toValidationError(result.success ? [] : result.error.issues, data, unsafe) };
  };
