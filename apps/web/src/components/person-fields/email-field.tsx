import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '../ui/field';
import { type PersonFieldProps, type PersonValues, personRegister } from './person-values';

type EmailFieldProps<T extends PersonValues> = Pick<PersonFieldProps<T>, 'register' | 'message'> & {
  hint: ReactNode;
};

/** The optional e-mail; the hint says what the address is for, or its state. */
export function EmailField<T extends PersonValues>({ register, message, hint }: EmailFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('registration.optionalLabel', { label: t('registration.email') })}
      hint={hint}
      error={message('email')}
    >
      {(ids) => (
        <input
          {...ids}
          {...personRegister(register)('email')}
          type="email"
          className={controlClass}
          autoComplete="email"
        />
      )}
    </Field>
  );
}
