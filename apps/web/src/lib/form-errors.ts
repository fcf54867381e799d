import type { SpecTextKey } from '@ijara/contract';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isSpecText } from './i18n';

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The text under a field: the api's own words for an error it returned; otherwise the contract key the
 * schema gave, "This field required" for a blank required field, or "Please enter correct information".
 */
export function fieldError(
  error: FieldError | undefined,
  value: unknown,
  translate: (key: SpecTextKey) => string,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  if (blank(value)) return translate('fieldRequired');
  return translate(isSpecText(error.message) ? error.message : 'incorrectInfo');
}

/** Whether a failed submit left a required field empty (SPEC.md §5: then the summary at the top). */
export function missesRequired<T extends FieldValues>(errors: FieldErrors<T>, values: T): boolean {
  return Object.keys(errors).some((name) => blank(values[name]));
}

/** The api's own texts (ApiError.fields) under the fields this form has; the rest it cannot show in place. */
export function setServerErrors<T extends FieldValues>(
  fields: Record<string, string>,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const name of names) {
    const message = fields[name];
    if (message !== undefined) setError(name, { type: 'server', message });
  }
}
