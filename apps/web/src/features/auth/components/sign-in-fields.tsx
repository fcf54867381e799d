import { buildPath, type TCity, type TCompany } from '@ijara/contract';
import type { ComponentProps, ComponentPropsWithRef, FormEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Icon } from '../../../components/ui/icon';
import { SelectField } from '../../../components/ui/select-field';
import { TaggedText } from '../../../components/ui/tagged-text';
import { useLocale } from '../../../lib/locale';
import { PhoneInput } from './phone-input';
import styles from './sign-in-form.module.css';

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'>;
type ButtonState = { disabled: boolean; pending: boolean };

export interface SignInFieldsProps {
  cities: TCity[];
  companies: TCompany[];
  /** The phone field: the form's value and handlers (and the mask, once it has loaded). */
  phone: Omit<ComponentProps<typeof PhoneInput>, 'id' | 'placeholder'>;
  city: SelectProps;
  company: SelectProps;
  errors: { phone?: string | undefined; city?: string | undefined };
  alert?: ReactNode;
  submit: ButtonState;
  telegram: ButtonState & { onClick: () => void };
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement> | undefined;
}

/**
 * The sign-in form's fields and buttons as they show. Two forms draw them: the one that takes input
 * until react-hook-form and the checks have loaded (./sign-in-form.tsx), and the one with them
 * (./checked-sign-in-form.tsx), so the page looks the same before and after (docs/decisions/061).
 */
export function SignInFields({
  cities,
  companies,
  phone,
  city,
  company,
  errors,
  alert,
  submit,
  telegram,
  onSubmit,
  formRef,
}: SignInFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Only served cities can be chosen; the others are listed apart, so a person there sees why.
  const cityOption = (item: TCity) => ({ value: item.id, label: item.name });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate ref={formRef}>
      <Field label={t('signIn.phone')} error={errors.phone}>
        {(ids) => <PhoneInput {...ids} {...phone} placeholder={t('signIn.phonePlaceholder')} />}
      </Field>
      <SelectField
        {...city}
        label={t('signIn.city')}
        error={errors.city}
        placeholder={t('signIn.cityPlaceholder')}
        options={cities.filter((item) => item.served).map(cityOption)}
        unavailable={{
          label: t('signIn.cityNotServed'),
          options: cities.filter((item) => !item.served).map(cityOption),
        }}
      />
      {companies.length > 0 && (
        <SelectField
          {...company}
          // A partner employer from the list, not the person's own organisation for autofill (Chrome
          // reports a field named "company" without an autocomplete token as an issue).
          autoComplete="off"
          label={t('signIn.company')}
          hint={t('signIn.companyHint')}
          placeholder={t('signIn.noCompany')}
          options={companies.map((item) => ({ value: item.id, label: item.name }))}
        />
      )}
      {alert}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        disabled={submit.disabled}
        pending={submit.pending}
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
        onClick={telegram.onClick}
        disabled={telegram.disabled}
        pending={telegram.pending}
        pendingLabel={t('signIn.telegram.starting')}
      >
        {t('signIn.telegram.button')}
      </Button>
      <p className={styles.legal}>
        <Icon name="shield" size={14} />
        <span className={styles.legalText}>
          <TaggedText
            text={t('signIn.consent')}
            tags={{
              offer: <Link to={buildPath('contract', {}, locale)} />,
              consent: <Link to={buildPath('cookies', {}, locale)} />,
            }}
          />
        </span>
      </p>
    </form>
  );
}
