import { PHONE_CODE } from '@ijara/contract';
import { type ComponentPropsWithRef, useLayoutEffect, useRef } from 'react';
import { controlClass } from '../../../components/ui/field';
import styles from './phone-input.module.css';
import type { PhoneMask } from './phone-mask';

type PhoneInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'value' | 'onChange'> & {
  /** The national part as shown: "555 123 456". */
  value: string;
  onChange: (value: string) => void;
  /**
   * Reads and groups the number as it is typed (./phone-mask.ts, with libphonenumber). Without it, what
   * is typed stays as typed: the sign-in form takes input before the mask has loaded (docs/decisions/061).
   */
  mask?: PhoneMask | undefined;
};

/**
 * The national part of a Kyrgyz number after a fixed +996, formatted while typing. Accepts whatever
 * people paste or autofill (+996…, 0…, spaces, dashes); the form validates with contract
 * normalizePhone. Another country's number ("+7 916 …") is kept as pasted for the form to refuse by
 * name, without the +996 in front of it ("+996 +7 916 …" read as one garbled number, issue 26).
 */
export function PhoneInput({
  id,
  value,
  onChange,
  mask,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: PhoneInputProps) {
  const prefixId = `${id}-prefix`;
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const foreign = mask?.foreign(value) ?? false;

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <div className={styles.wrap}>
      {!foreign && (
        <span className={styles.prefix} id={prefixId}>
          +{PHONE_CODE}
        </span>
      )}
      <input
        {...rest}
        ref={(element) => {
          input.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={(event) => {
          const target = event.currentTarget;
          if (!mask) return onChange(target.value);
          const edit = mask.edit(value, target.value, target.selectionStart ?? target.value.length);
          caret.current = edit.caret;
          onChange(edit.value);
        }}
        className={`${controlClass} ${foreign ? styles.foreign : styles.input}`}
        aria-describedby={
          [foreign ? undefined : prefixId, describedBy].filter(Boolean).join(' ') || undefined
        }
      />
    </div>
  );
}
