import { zodResolver } from '@hookform/resolvers/zod';
import { type TUpdateInfoRequest, ZUpdateInfoRequest } from '@ijara/contract';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BirthdateField } from '../../../components/person-fields/birthdate-field';
import { EmailField } from '../../../components/person-fields/email-field';
import { GenderField } from '../../../components/person-fields/gender-field';
import { NameFields } from '../../../components/person-fields/name-fields';
import { CitizenshipField, CommunicationField } from '../../../components/person-fields/person-selects';
import { PERSON_FIELDS } from '../../../components/person-fields/person-values';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { fieldError, missesRequired, setServerErrors } from '../../../lib/form-errors';
import { useCompleteRegistration } from '../api/complete-registration';
import styles from './registration-form.module.css';

type Values = TUpdateInfoRequest;
type Name = keyof Values;

interface RegistrationFormProps {
  /** The client is saved and set; the caller moves on (SPEC.md §2 landing). */
  onRegistered: () => Promise<void>;
}

// The choices start unselected: each is the person's own answer, not a default of ours.
const DEFAULTS = { lastName: '', firstName: '', patronymic: '', birthdate: '', email: '' };

/** /registration/: the profile a new client completes through user/updateinfo/ (SPEC.md §5 texts). */
export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation();
  const save = useCompleteRegistration();
  const [summary, setSummary] = useState<string | null>(null);
  const { control, register, handleSubmit, formState, getValues, setError } = useForm<Values>({
    resolver: zodResolver(ZUpdateInfoRequest, undefined, { raw: true }),
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = formState;
  const message = (name: Name) => fieldError(errors[name], getValues(name), (key) => t(`spec.${key}`));
  const fields = { register, control, message };

  const onInvalid = (invalid: FieldErrors<Values>) =>
    setSummary(missesRequired(invalid, getValues()) ? t('spec.requiredFields') : null);

  const onValid = async (values: Values) => {
    setSummary(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setServerErrors(error.fields, PERSON_FIELDS, setError);
      setSummary(error.message);
      return;
    }
    await onRegistered();
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      {summary && <Alert tone="error">{summary}</Alert>}
      <Card id="registration-person" title={t('registration.sections.person')} gap="lg">
        <NameFields {...fields} />
        <BirthdateField {...fields} hint={t('registration.birthdateHint')} />
        <GenderField {...fields} />
        <CitizenshipField {...fields} />
      </Card>
      <Card id="registration-contact" title={t('registration.sections.contact')} gap="lg">
        <EmailField {...fields} hint={t('registration.emailHint')} />
        <CommunicationField {...fields} />
      </Card>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        pending={isSubmitting}
        pendingLabel={t('registration.saving')}
      >
        {t('registration.submit')}
      </Button>
    </form>
  );
}
