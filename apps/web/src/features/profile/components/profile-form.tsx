import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  type TCity,
  type TClient,
  type TCompany,
  type TUpdateInfoRequest,
  ZUpdateInfoRequest,
} from '@ijara/contract';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldErrors, useForm } from 'react-hook-form';
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
import { Columns } from '../../../components/ui/columns';
import { optionalNumber, SelectField } from '../../../components/ui/select-field';
import { isApiError } from '../../../lib/api-error';
import { fieldError, missesRequired, setServerErrors } from '../../../lib/form-errors';
import { failedOffline, useOnline } from '../../../lib/use-online';
import { useUpdateProfile } from '../api/update-profile';
import { EmailStatus } from './email-status';
import styles from './profile-form.module.css';

type Values = TUpdateInfoRequest;

const FIELDS = [...PERSON_FIELDS, 'city', 'company'] as const;
type Name = (typeof FIELDS)[number];

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
    company: client.company,
  };
}

/** The employer select: the placeholder clears the employer (null), unlike the city's. */
const companyValue = (value: string | number | null) =>
  value === '' || value === null ? null : Number(value);

/** `offline`: the save got no answer offline; the notice goes when the connection is back or on an edit. */
type Notice = { tone: 'success' | 'error'; text: string; sentTo?: string; offline?: boolean } | null;

interface ProfileFormProps {
  client: TClient;
  /** The cities a client may choose (served ones, and the client's own if it no longer is). */
  cities: TCity[];
  /** The employers a client may choose (info/companies/: active ones). */
  companies: TCompany[];
}

/** Every field of SPEC.md §3 the client may change, saved by user/updateinfo/ with the §5 texts. */
export function ProfileForm({ client, cities, companies }: ProfileFormProps) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const [notice, setNotice] = useState<Notice>(null);
  const { control, register, handleSubmit, formState, getValues, setError, reset, watch } = useForm<Values>({
    resolver: zodResolver(ZUpdateInfoRequest, undefined, { raw: true }),
    defaultValues: valuesOf(client),
  });
  const { errors, isSubmitting } = formState;
  const online = useOnline();
  useEffect(() => {
    if (online) setNotice((shown) => (shown?.offline ? null : shown));
  }, [online]);
  useEffect(() => {
    const edits = watch(() => setNotice((shown) => (shown?.offline ? null : shown)));
    return () => edits.unsubscribe();
  }, [watch]);
  const message = (name: Name) => fieldError(errors[name], getValues(name), (key) => t(`spec.${key}`));
  const fields = { register, control, message };
  const typedEmail = watch('email') ?? '';
  const chosenCompany = watch('company');
  const companyOptions = companies.map((company) => ({ value: company.id, label: company.name }));
  // An employer switched off since it was chosen stays selected (saving does not clear it unasked).
  if (client.company !== null && !companies.some((company) => company.id === client.company)) {
    companyOptions.push({ value: client.company, label: t('profile.companyOff') });
  }
  const companyHint =
    chosenCompany === null || chosenCompany === undefined
      ? t('profile.companyHint')
      : chosenCompany === client.company && client.companyVerified
        ? t('profile.companyVerified')
        : t('profile.companyPending');

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
      if (failedOffline(error)) {
        setNotice({ tone: 'error', text: t('common.offlineNotSaved'), offline: true });
        return;
      }
      setServerErrors(error.fields, FIELDS, setError);
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

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      <Card id="profile-person" title={t('registration.sections.person')} gap="lg">
        <NameFields {...fields} />
        <Columns>
          <BirthdateField {...fields} />
          <CitizenshipField {...fields} />
        </Columns>
        <GenderField {...fields} />
      </Card>

      <Card id="profile-contact" title={t('registration.sections.contact')} gap="lg">
        <EmailField
          {...fields}
          hint={
            client.email !== '' && typedEmail.trim() === client.email ? (
              <EmailStatus verified={client.emailVerified} />
            ) : (
              t('profile.emailHint')
            )
          }
        />
        <Columns>
          <CommunicationField {...fields} />
          <SelectField
            {...register('city', { setValueAs: optionalNumber })}
            label={t('profile.city')}
            error={message('city')}
            placeholder={t('profile.cityPlaceholder')}
            options={cities.map((city) => ({ value: city.id, label: city.name }))}
          />
        </Columns>
        {(companies.length > 0 || client.company !== null) && (
          <SelectField
            {...register('company', { setValueAs: companyValue })}
            // A partner employer from the list, not the person's own organisation for autofill.
            autoComplete="off"
            label={t('profile.company')}
            hint={companyHint}
            error={message('company')}
            placeholder={t('profile.noCompany')}
            options={companyOptions}
          />
        )}
      </Card>

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
