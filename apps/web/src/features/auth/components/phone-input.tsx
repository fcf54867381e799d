import { PHONE_CODE } from '@ijara/contract';
import type { ComponentPropsWithRef } from 'react';
import { controlClass } from '../../../components/ui/field';
import styles from './phone-input.module.css';

type PhoneInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'>;

/** The national part of a Kyrgyz number after a fixed +996. */
export function PhoneInput({ id, 'aria-describedby': describedBy, ...rest }: PhoneInputProps) {
  const prefixId = `${id}-prefix`;
  return (
    <div className={styles.wrap}>
      <span className={styles.prefix} id={prefixId}>
        +{PHONE_CODE}
      </span>
      <input
        {...rest}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        className={`${controlClass} ${styles.input}`}
        aria-describedby={[prefixId, describedBy].filter(Boolean).join(' ')}
      />
    </div>
  );
}
