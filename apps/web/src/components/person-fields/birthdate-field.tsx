import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthdateInput } from '../ui/birthdate-input';
import { Field } from '../ui/field';
import { type PersonFieldProps, type PersonValues, personRegister } from './person-values';

type BirthdateFieldProps<T extends PersonValues> = Pick<PersonFieldProps<T>, 'register' | 'message'> & {
  hint?: ReactNode;
};

export function BirthdateField<T extends PersonValues>({ register, message, hint }: BirthdateFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Field label={t('registration.birthdate')} hint={hint} error={message('birthdate')}>
      {(ids) => <BirthdateInput {...ids} {...personRegister(register)('birthdate')} />}
    </Field>
  );
}
