import { CLIENT_AGE, todayInBishkek } from '@ijara/contract';
import type { ComponentPropsWithRef } from 'react';
import { controlClass } from './field';

type BirthdateInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'min' | 'max' | 'className'>;

const yearsBefore = (isoDate: string, years: number) =>
  `${String(Number(isoDate.slice(0, 4)) - years).padStart(4, '0')}${isoDate.slice(4)}`;

/**
 * A native date picker limited to people of CLIENT_AGE (18 to 120 today); the schema checks the same
 * rule, with "Subscriptions are available from the age of 18" for a minor.
 */
export function BirthdateInput(props: BirthdateInputProps) {
  const today = todayInBishkek();
  return (
    <input
      {...props}
      type="date"
      autoComplete="bday"
      min={yearsBefore(today, CLIENT_AGE.max + 1)}
      max={yearsBefore(today, CLIENT_AGE.min)}
      className={controlClass}
    />
  );
}
