import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../ui/choice-group';
import { type PersonFieldProps, type PersonValues, personControl } from './person-values';

const GENDERS = ['female', 'male'] as const;

export function GenderField<T extends PersonValues>({
  control,
  message,
}: Pick<PersonFieldProps<T>, 'control' | 'message'>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={personControl(control)}
      name="gender"
      render={({ field }) => (
        <ChoiceGroup
          legend={t('registration.gender')}
          layout="inline"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={message('gender')}
          choices={GENDERS.map((value) => ({ value, label: t(`registration.genders.${value}`) }))}
        />
      )}
    />
  );
}
