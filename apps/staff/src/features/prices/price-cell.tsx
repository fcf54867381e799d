import { type InputHTMLAttributes, useId } from 'react';

interface PriceCellProps extends InputHTMLAttributes<HTMLInputElement> {
  /** "Бишкек, 6 месяцев": the cell's name for a screen reader, as the api's message names it. */
  label: string;
  error?: string | undefined;
}

/** One price of the grid, in som, with the api's message for it underneath. */
export function PriceCell({ label, error, ...input }: PriceCellProps) {
  const id = useId();
  return (
    <td>
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode="numeric"
        autoComplete="off"
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </td>
  );
}
