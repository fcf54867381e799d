import { AUTH_LIMITS } from '@ijara/contract';
import type { ComponentPropsWithRef } from 'react';
import { controlClass } from '../../../components/ui/field';
import styles from './code-input.module.css';

type CodeInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange' | 'className'> & {
  value: string;
  onChange: (digits: string) => void;
};

/** The one-time code: digits only (a pasted "123 456" works), offered by the keyboard's suggestion. */
export function CodeInput({ value, onChange, ...rest }: CodeInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      value={value}
      onChange={(event) =>
        onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, AUTH_LIMITS.codeLength))
      }
      className={`${controlClass} ${styles.code}`}
    />
  );
}
