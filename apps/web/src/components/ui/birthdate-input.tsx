import type { ComponentPropsWithRef } from 'react';
import { useState } from 'react';
import { useLocale } from '../../lib/locale';
import { readDate, showDate } from './date-mask';
import { controlClass } from './field';

type BirthdateInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'className' | 'value' | 'onChange' | 'inputMode' | 'lang'
> & {
  /** An ISO date ("1995-04-17"), or the text typed so far while it is incomplete. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date typed as digits in the page's language's order (ДД.ММ.ГГГГ, DD/MM/YYYY), not the browser's:
 * Chromium's native date field follows the browser's language whatever the page's lang says
 * (docs/decisions/026). The form holds an ISO date; the schema checks it (18 or older, SPEC texts).
 */
export function BirthdateInput({ value, onChange, ...rest }: BirthdateInputProps) {
  const locale = useLocale();
  // What the field shows: kept while typing, and taken from the form when it sets a date itself.
  const [shown, setShown] = useState(() => showDate(value, locale));
  const fromForm = showDate(value, locale);
  const current = readDate(shown, locale).value === value ? shown : fromForm;
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      lang={locale}
      maxLength={10}
      value={current}
      onChange={(event) => {
        const next = readDate(event.currentTarget.value, locale);
        setShown(next.shown);
        onChange(next.value);
      }}
      className={controlClass}
    />
  );
}
