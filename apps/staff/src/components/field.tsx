import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffApiError } from '../lib/staff-api';

/**
 * A schema's message is a text key (the contract's staff texts, or 'fieldRequired'/'invalidEmail');
 * an api field error is already a sentence in the page's language.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    if (message === 'fieldRequired') return t('required');
    if (message === 'invalidEmail') return t('invalidEmail');
    if (i18n.exists(`api.${message}`)) return t(`api.${message}`);
    return message;
  };
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
}

export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const message = useFieldMessage()(error?.message);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

/** The api's answer to a form: field errors onto their fields, the rest as the form's message. */
export function applyApiError(
  error: unknown,
  setError: (name: never, error: { message: string }) => void,
  fields: readonly string[],
): string | null {
  const { fields: byField = {}, message } = error as { fields?: Record<string, string>; message?: string };
  let placed = false;
  for (const [name, text] of Object.entries(byField)) {
    if (fields.includes(name)) {
      setError(name as never, { message: text });
      placed = true;
    }
  }
  return placed && Object.keys(byField).every((name) => fields.includes(name))
    ? null
    : (message ?? String(error));
}

/**
 * A record form's failed save: a 409 (changed meanwhile, or a rule of the record's state) goes to
 * `onStale`, which closes the form and reloads under it; anything else lands on the fields or as the
 * form's message, which this answers (null: nothing to say beyond the fields).
 */
export async function saveFailure(
  error: unknown,
  setError: (name: never, error: { message: string }) => void,
  fields: readonly string[],
  onStale: (text: string) => Promise<void>,
): Promise<string | null> {
  if (error instanceof StaffApiError && error.status === 409) {
    await onStale(error.message);
    return null;
  }
  return applyApiError(error, setError, fields);
}
