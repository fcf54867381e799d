import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useFieldMessage } from './field';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
}

/** A labelled textarea; an error of several lines (one per bad line of a paste) keeps its lines. */
export function TextareaField({ label, error, hint, rows = 3, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const message = useFieldMessage()(error?.message);
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={message ? true : undefined}
        aria-describedby={described || undefined}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error multiline">
          {message}
        </p>
      )}
    </div>
  );
}
