import { zodResolver } from '@hookform/resolvers/zod';
import {
  buildPath,
  type CallResponse,
  isForeignNumber,
  normalizePhone,
  type TCity,
  type TCompany,
  type TRegistrationRequest,
  type TRegistrationResponse,
  ZRegistrationRequest,
} from '@ijara/contract';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { optionalNumber, SelectField } from '../../../components/ui/select-field';
import { useLocale } from '../../../lib/locale';
import { useStartSignIn } from '../api/start-sign-in';
import { useStartTelegramSignIn } from '../api/start-telegram-sign-in';
import { fieldMessageKey } from './field-message';
import { PhoneInput } from './phone-input';
import { RefusalAlert } from './refusal-alert';
import styles from './sign-in-form.module.css';
import { useRetryLock } from './use-retry-lock';

export type TelegramTicket = CallResponse<'authTelegramStart'>;

/** A sign-in request with the phone as the person typed it (to show it again on "change number"). */
export interface SignInDraft {
  phone: string;
  city?: number;
  company?: number;
}

interface SignInFormProps {
  cities: TCity[];
  companies: TCompany[];
  draft: SignInDraft;
  /** The code went out: `request.phone` is normalised ("996…"). */
  onCodeSent: (request: TRegistrationRequest, sent: TRegistrationResponse, draft: SignInDraft) => void;
  onTelegram: (ticket: TelegramTicket, draft: SignInDraft) => void;
}

/** The first step: phone, city and employer; sends the code, or starts the Telegram path instead. */
export function SignInForm({ cities, companies, draft, onCodeSent, onTelegram }: SignInFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const startSignIn = useStartSignIn();
  const startTelegram = useStartTelegramSignIn();
  const { control, register, handleSubmit, formState, setError, clearErrors, getValues, trigger } =
    useForm<TRegistrationRequest>({
      // raw: the api client parses with the same schema, so the form hands over what was typed.
      resolver: zodResolver(ZRegistrationRequest, undefined, { raw: true }),
      defaultValues: draft,
    });
  const errors = formState.errors;
  const message = (key: ReturnType<typeof fieldMessageKey>) => (key ? t(`spec.${key}`) : undefined);
  const lastError = startSignIn.error ?? startTelegram.error;
  const locked = useRetryLock(lastError);
  const busy = startSignIn.isPending || startTelegram.isPending;

  // Only served cities can be chosen; the others are listed apart, so a person there sees why.
  const served = cities.filter((city) => city.served);
  const notServed = cities.filter((city) => !city.served);
  const cityOption = (city: TCity) => ({ value: city.id, label: city.name });

  /** SPEC.md §5: an unserved city is refused here, before any code is sent. */
  const servedCity = (city: number | undefined) => {
    if (cities.find((c) => c.id === city)?.served !== false) return true;
    setError('city', { type: 'custom', message: 'cityNotServed' }, { shouldFocus: true });
    return false;
  };

  const onSubmit = handleSubmit((values) => {
    if (!servedCity(values.city) || locked > 0) return;
    startTelegram.reset();
    const request = { ...values, phone: normalizePhone(values.phone) ?? values.phone };
    startSignIn.mutate(request, { onSuccess: (sent) => onCodeSent(request, sent, values) });
  });

  const onTelegramClick = async () => {
    // Telegram shares the phone itself; only the city is needed here.
    if (!(await trigger('city', { shouldFocus: true }))) return;
    const { city, company } = getValues();
    if (city === undefined || !servedCity(city) || locked > 0) return;
    startSignIn.reset();
    startTelegram.mutate({ city, company }, { onSuccess: (ticket) => onTelegram(ticket, getValues()) });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Field label={t('signIn.phone')} error={message(fieldMessageKey(errors.phone, getValues('phone')))}>
        {(ids) => (
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                {...ids}
                {...field}
                onChange={(value) => {
                  field.onChange(value);
                  // Another country's number is refused as it is pasted, not first on "Get the code".
                  if (isForeignNumber(value)) void trigger('phone');
                  else if (errors.phone?.message === 'phoneNotKyrgyz') clearErrors('phone');
                }}
                placeholder={t('signIn.phonePlaceholder')}
              />
            )}
          />
        )}
      </Field>
      <SelectField
        {...register('city', { setValueAs: optionalNumber })}
        label={t('signIn.city')}
        error={message(fieldMessageKey(errors.city))}
        placeholder={t('signIn.cityPlaceholder')}
        options={served.map(cityOption)}
        unavailable={{ label: t('signIn.cityNotServed'), options: notServed.map(cityOption) }}
      />
      {companies.length > 0 && (
        <SelectField
          {...register('company', { setValueAs: optionalNumber })}
          // A partner employer from the list, not the person's own organisation for autofill (Chrome
          // reports a field named "company" without an autocomplete token as an issue).
          autoComplete="off"
          label={t('signIn.company')}
          hint={t('signIn.companyHint')}
          placeholder={t('signIn.noCompany')}
          options={companies.map((company) => ({ value: company.id, label: company.name }))}
        />
      )}
      {lastError && <RefusalAlert error={lastError} locked={locked} />}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        disabled={locked > 0 || startTelegram.isPending}
        pending={startSignIn.isPending}
        pendingLabel={t('signIn.sending')}
      >
        {t('signIn.submit')}
      </Button>
      <p className={styles.or}>
        <span>{t('signIn.or')}</span>
      </p>
      <Button
        variant="secondary"
        size="lg"
        block
        icon="telegram"
        onClick={onTelegramClick}
        disabled={locked > 0 || busy}
        pending={startTelegram.isPending}
        pendingLabel={t('signIn.telegram.starting')}
      >
        {t('signIn.telegram.button')}
      </Button>
      <p className={styles.legal}>
        <Icon name="shield" size={14} />
        <span className={styles.legalText}>
          <Trans
            i18nKey="signIn.consent"
            components={{
              offer: <Link to={buildPath('contract', {}, locale)} />,
              consent: <Link to={buildPath('cookies', {}, locale)} />,
            }}
          />
        </span>
      </p>
    </form>
  );
}
