import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  type TCity,
  type TClient,
  type TUpdateInfoRequest,
  ZCitizenship,
  ZCommunication,
  ZUpdateInfoRequest,
} from '@ijara/contract';
import { useState } from 'react';
import { Controller, type DefaultValues, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { BirthdateInput } from '../../../components/ui/birthdate-input';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { controlClass, Field, selectClass } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { fieldError, missesRequired } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { EmailStatus } from './email-status';
import styles from './profile-form.module.css';

type Values = TUpdateInfoRequest;
type Name = Exclude<keyof Values, 'phone'>;

const FIELDS: Name[] = [
  'lastName',
  'firstName',
  'patronymic',
  'birthdate',
  'gender',
  'citizenship',
  'email',
  'communication',
  'city',
];

/** The form starts from what the api holds; a choice never made stays unselected. */
function valuesOf(client: TClient): DefaultValues<Values> {
  return {
    lastName: client.lastName,
    firstName: client.firstName,
    patronymic: client.patronymic,
    birthdate: client.birthdate ?? '',
    gender: client.gender ?? undefined,
    citizenship: client.citizenship ?? undefined,
    email: client.email,
    communication: client.communication ?? undefined,
    city: client.city ?? undefined,
  };
}

type Notice = { tone: 'success' | 'error'; text: string; sentTo?: string } | null;

interface ProfileFormProps {
  client: TClient;
  /** The cities a client may choose (served ones, and the client's own if it no longer is). */
  cities: TCity[];
}

/** Every field of SPEC.md §3 the client may change, saved by user/updateinfo/ with the §5 texts. */
export function ProfileForm({ client, cities }: ProfileFormProps) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const [notice, setNotice] = useState<Notice>(null);
  const { control, register, handleSubmit, formState, getValues, setError, reset, watch } = useForm<Values>({
    resolver: zodResolver(ZUpdateInfoRequest, undefined, { raw: true }),
    defaultValues: valuesOf(client),
  });
  const { errors, isSubmitting } = formState;
  const message = (name: Name) => fieldError(errors[name], getValues(name), (key) => t(`spec.${key}`));
  const optional = (label: string) => t('registration.optionalLabel', { label });
  const typedEmail = watch('email') ?? '';

  const onInvalid = (invalid: FieldErrors<Values>) =>
    setNotice(
      missesRequired(invalid, getValues()) ? { tone: 'error', text: t('spec.requiredFields') } : null,
    );

  const onValid = async (values: Values) => {
    setNotice(null);
    let saved: TClient;
    try {
      saved = await save.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) throw error;
      for (const [name, text] of Object.entries(error.fields)) {
        if ((FIELDS as string[]).includes(name)) setError(name as Name, { type: 'server', message: text });
      }
      setNotice({ tone: 'error', text: error.message });
      return;
    }
    reset(valuesOf(saved));
    const newAddress = saved.email !== '' && saved.email !== client.email && !saved.emailVerified;
    setNotice({
      tone: 'success',
      text: t('spec.successUpdated'),
      sentTo: newAddress ? saved.email : undefined,
    });
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
      <section className={styles.section} aria-labelledby="profile-person">
        <h2 id="profile-person" className={styles.heading}>
          {t('registration.sections.person')}
        </h2>
        <div className={styles.columns}>
          {text('lastName', 'family-name')}
          {text('firstName', 'given-name')}
        </div>
        {text('patronymic', 'additional-name')}
        <div className={styles.columns}>
          <Field label={t('registration.birthdate')} error={message('birthdate')}>
            {(ids) => <BirthdateInput {...ids} {...register('birthdate')} />}
          </Field>
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
        </div>
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
      </section>

      <section className={styles.section} aria-labelledby="profile-contact">
        <h2 id="profile-contact" className={styles.heading}>
          {t('registration.sections.contact')}
        </h2>
        <Field
          label={optional(t('registration.email'))}
          error={message('email')}
          hint={
            client.email !== '' && typedEmail.trim() === client.email ? (
              <EmailStatus verified={client.emailVerified} />
            ) : (
              t('profile.emailHint')
            )
          }
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
        <div className={styles.columns}>
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
          <Field label={t('profile.city')} error={message('city')}>
            {(ids) => (
              <select
                {...ids}
                {...register('city', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
                className={`${controlClass} ${selectClass}`}
              >
                <option value="">{t('profile.cityPlaceholder')}</option>
                {cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </section>

      <div className={styles.footer}>
        {notice && (
          <div className={styles.notices}>
            <Alert tone={notice.tone}>{notice.text}</Alert>
            {notice.sentTo && (
              <Alert tone="info">
                {t('profile.emailSent', {
                  email: notice.sentTo,
                  term: t('profile.hours', { count: EMAIL_VERIFICATION_TTL_HOURS }),
                })}
              </Alert>
            )}
          </div>
        )}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          pending={isSubmitting}
          pendingLabel={t('profile.saving')}
        >
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
