import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by the contract's own schema of its body, each issue on its field (the first one per
 * field; its message a text key the field translates). An issue without a path lands on `fallback`.
 */
export function contractResolver<Form extends FieldValues>(
  schema: z.ZodType,
  body: (form: Form) => unknown,
  fallback: string,
): Resolver<Form> {
  return async (values) => {
    const parsed = schema.safeParse(body(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? fallback);
      errors[name] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}
