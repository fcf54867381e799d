import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlClass, Field, selectClass } from './field';

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The empty first option: nothing chosen yet. */
  placeholder: string;
  options: SelectOption[];
  /** Options shown apart under their own label and not to be chosen (cities not served yet). */
  unavailable?: { label: string; options: SelectOption[] };
};

/** A native select in a Field; the rest of the props (a react-hook-form `register(…)`) go to the select. */
export function SelectField({
  label,
  hint,
  error,
  placeholder,
  options,
  unavailable,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => (
        <select {...ids} {...select} className={`${controlClass} ${selectClass}`}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {unavailable && unavailable.options.length > 0 && (
            <optgroup label={unavailable.label}>
              {unavailable.options.map((option) => (
                <option key={option.value} value={option.value} disabled>
                  {option.label}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      )}
    </Field>
  );
}

/** A select of ids (cities, companies) as a number; the placeholder as undefined. */
export const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));
