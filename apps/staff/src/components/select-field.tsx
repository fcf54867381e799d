import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useFieldMessage } from './field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: FieldError | undefined;
  children: ReactNode;
}

/** A labelled select with its error under it, as Field is for inputs. */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  const message = useFieldMessage()(error?.message);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
