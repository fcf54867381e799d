/** A route option that takes one hook or several (`preValidation`, `onSend` …), as a list to add to. */
export function hooksOf<T>(option: T | T[] | undefined): T[] {
  if (option === undefined) return [];
  return Array.isArray(option) ? option : [option];
}
