import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BirthdateInput } from '../ui/birthdate-input';
import { Field } from '../ui/field';
import { type PersonFieldProps, type PersonValues, personControl } from './person-values';

type BirthdateFieldProps<T extends PersonValues> = Pick<PersonFieldProps<T>, 'control' | 'message'> & {
  hint?: ReactNode;
};

export function BirthdateField<T extends PersonValues>({ control, message, hint }: BirthdateFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Field label={t('registration.birthdate')} hint={hint} error={message('birthdate')}>
      {(ids) => (
        <Controller
          control={personControl(control)}
          name="birthdate"
          render={({ field }) => (
            <BirthdateInput
              {...ids}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('registration.birthdatePlaceholder')}
            />
          )}
        />
      )}
    </Field>
  );
}
