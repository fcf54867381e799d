import { useTranslation } from 'react-i18next';
import { Columns } from '../ui/columns';
import { controlClass, Field } from '../ui/field';
import { type PersonFieldProps, type PersonValues, personRegister } from './person-values';

type NameField = 'lastName' | 'firstName' | 'patronymic';

/** Last and first name side by side, the optional patronymic under them. */
export function NameFields<T extends PersonValues>(props: Pick<PersonFieldProps<T>, 'register' | 'message'>) {
  const { t } = useTranslation();
  const register = personRegister(props.register);
  const text = (name: NameField, label: string, autoComplete: string) => (
    <Field label={label} error={props.message(name)}>
      {(ids) => <input {...ids} {...register(name)} className={controlClass} autoComplete={autoComplete} />}
    </Field>
  );
  return (
    <>
      <Columns>
        {text('lastName', t('registration.lastName'), 'family-name')}
        {text('firstName', t('registration.firstName'), 'given-name')}
      </Columns>
      {text(
        'patronymic',
        t('registration.optionalLabel', { label: t('registration.patronymic') }),
        'additional-name',
      )}
    </>
  );
}
