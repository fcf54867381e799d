import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPhone,
  normalizePhone,
  type TCity,
  type TCompany,
  type TRegistrationRequest,
  ZRegistrationRequest,
} from '@ijara/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClass, Field, selectClass } from '../../../components/ui/field';
import { useStartSignIn } from '../api/start-sign-in';
import { fieldMessageKey } from './field-message';
import { PhoneInput } from './phone-input';
import styles from './sign-in-form.module.css';

interface SignInFormProps {
  cities: TCity[];
  companies: TCompany[];
  defaultCity?: number;
}

const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

/** Phone, city and employer; sends the code through auth/registration/ and shows the api's answer. */
export function SignInForm({ cities, companies, defaultCity }: SignInFormProps) {
  const { t } = useTranslation();
  const startSignIn = useStartSignIn();
  const { register, handleSubmit, formState, setError, getValues } = useForm<TRegistrationRequest>({
    // raw: the api client parses with the same schema, so the form hands over what was typed.
    resolver: zodResolver(ZRegistrationRequest, undefined, { raw: true }),
    defaultValues: { phone: '', city: defaultCity },
  });
  const errors = formState.errors;
  const message = (key: ReturnType<typeof fieldMessageKey>) => (key ? t(`spec.${key}`) : undefined);

  const onSubmit = handleSubmit((values) => {
    if (cities.find((city) => city.id === values.city)?.served === false) {
      setError('city', { type: 'custom', message: 'cityNotServed' });
      return;
    }
    startSignIn.mutate(values);
  });

  const sentTo = startSignIn.isSuccess ? normalizePhone(getValues('phone')) : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Field label={t('signIn.phone')} error={message(fieldMessageKey(errors.phone, getValues('phone')))}>
        {(control) => (
          <PhoneInput {...control} {...register('phone')} placeholder={t('signIn.phonePlaceholder')} />
        )}
      </Field>
      <Field label={t('signIn.city')} error={message(fieldMessageKey(errors.city))}>
        {(control) => (
          <select
            {...control}
            {...register('city', { setValueAs: optionalNumber })}
            className={`${controlClass} ${selectClass}`}
          >
            <option value="">{t('signIn.cityPlaceholder')}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {companies.length > 0 && (
        <Field label={t('signIn.company')} hint={t('signIn.companyHint')}>
          {(control) => (
            <select
              {...control}
              {...register('company', { setValueAs: optionalNumber })}
              className={`${controlClass} ${selectClass}`}
            >
              <option value="">{t('signIn.noCompany')}</option>
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {startSignIn.isError && <Alert tone="error">{startSignIn.error.message}</Alert>}
      {startSignIn.isSuccess && (
        <Alert tone="success">
          {t('signIn.codeSent', {
            phone: sentTo ? formatPhone(sentTo) : '',
            channel: t(`signIn.channels.${startSignIn.data.channel}`),
          })}
        </Alert>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        pending={startSignIn.isPending}
        pendingLabel={t('signIn.sending')}
      >
        {t('signIn.submit')}
      </Button>
      <p className={styles.legal}>{t('signIn.consent')}</p>
    </form>
  );
}
