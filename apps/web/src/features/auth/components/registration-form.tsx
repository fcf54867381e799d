import { zodResolver } from '@hookform/resolvers/zod';
import { type TUpdateInfoRequest, ZCitizenship, ZCommunication, ZUpdateInfoRequest } from '@ijara/contract';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { BirthdateInput } from '../../../components/ui/birthdate-input';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { controlClass, Field, selectClass } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { fieldError, missesRequired } from '../../../lib/form-errors';
import { useCompleteRegistration } from '../api/complete-registration';
import styles from './registration-form.module.css';

type Values = TUpdateInfoRequest;
type Name = keyof Values;

interface RegistrationFormProps {
  /** The client is saved and set; the caller moves on (SPEC.md §2 landing). */
  onRegistered: () => Promise<void>;
}

const FIELDS: Name[] = [
  'lastName',
  'firstName',
  'patronymic',
  'birthdate',
  'gender',
  'citizenship',
  'email',
  'communication',
];

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
  const optional = (label: string) => t('registration.optionalLabel', { label });

  const onInvalid = (invalid: FieldErrors<Values>) =>
    setSummary(missesRequired(invalid, getValues()) ? t('spec.requiredFields') : null);

  const onValid = async (values: Values) => {
    setSummary(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) throw error;
      for (const [name, text] of Object.entries(error.fields)) {
        if ((FIELDS as string[]).includes(name)) setError(name as Name, { type: 'server', message: text });
      }
      setSummary(error.message);
      return;
    }
    await onRegistered();
  };

  const text = (name: 'lastName' | 'firstName' | 'patronymic', autoComplete: string) => (
    <Field
      label={name === 'patronymic' ? optional(t('registration.patronymic')) : t(`registration.${name}`)}
      error={message(name)}
    >
      {(ids) => <input {...ids} {...register(name)} className={controlClass} autoComplete={autoComplete} />}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      {summary && <Alert tone="error">{summary}</Alert>}
      <section className={styles.section} aria-labelledby="registration-person">
        <h2 id="registration-person" className={styles.heading}>
          {t('registration.sections.person')}
        </h2>
        <div className={styles.columns}>
          {text('lastName', 'family-name')}
          {text('firstName', 'given-name')}
        </div>
        {text('patronymic', 'additional-name')}
        <Field
          label={t('registration.birthdate')}
          hint={t('registration.birthdateHint')}
          error={message('birthdate')}
        >
          {(ids) => <BirthdateInput {...ids} {...register('birthdate')} />}
        </Field>
        <Controller
          control={control}
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
              choices={(['female', 'male'] as const).map((value) => ({
                value,
                label: t(`registration.genders.${value}`),
              }))}
            />
          )}
        />
        <Field label={t('registration.citizenship')} error={message('citizenship')}>
          {(ids) => (
            <select {...ids} {...register('citizenship')} className={`${controlClass} ${selectClass}`}>
              <option value="">{t('registration.citizenshipPlaceholder')}</option>
              {ZCitizenship.options.map((value) => (
                <option key={value} value={value}>
                  {t(`registration.citizenships.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </section>
      <section className={styles.section} aria-labelledby="registration-contact">
        <h2 id="registration-contact" className={styles.heading}>
          {t('registration.sections.contact')}
        </h2>
        <Field
          label={optional(t('registration.email'))}
          hint={t('registration.emailHint')}
          error={message('email')}
        >
          {(ids) => (
            <input
              {...ids}
              {...register('email')}
              type="email"
              className={controlClass}
              autoComplete="email"
            />
          )}
        </Field>
        <Field label={t('registration.communication')} error={message('communication')}>
          {(ids) => (
            <select {...ids} {...register('communication')} className={`${controlClass} ${selectClass}`}>
              <option value="">{t('registration.communicationPlaceholder')}</option>
              {ZCommunication.options.map((value) => (
                <option key={value} value={value}>
                  {t(`registration.communications.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </section>
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
