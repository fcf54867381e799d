import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { optionalNumber } from '../../../components/ui/select-field';
import { wholeLanguage } from '../../../lib/i18n';
import { currentLocale } from '../../../lib/locale';
import { useLaterModule } from '../../../lib/use-later-module';
import { SignInFields } from './sign-in-fields';
import type { FocusNote, SignInAction, SignInDraft, SignInFormProps } from './sign-in-types';

/** With the whole language: the checks' refusals are the contract's texts (docs/decisions/061). */
const loadCheckedForm = () =>
  Promise.all([import('./checked-sign-in-form'), wholeLanguage(currentLocale())]).then(([form]) => form);

function noteFocus(form: HTMLFormElement | null): FocusNote | null {
  const focused = document.activeElement;
  if (!form || !(focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement)) return null;
  if (!form.contains(focused) || !focused.name) return null;
  const caret = focused instanceof HTMLInputElement ? focused.selectionStart : null;
  return {
    name: focused.name,
    digitsBefore: caret === null ? null : focused.value.slice(0, caret).replace(/\D/g, '').length,
  };
}

/**
 * The first step: phone, city and employer (./checked-sign-in-form.tsx). Its library and checks —
 * react-hook-form, zod, the contract's schema, libphonenumber — are not needed to see the page or to
 * start typing: they download when the browser is idle after the page is usable and run on the first
 * focus (at once, if the build's list of their scripts did not arrive). Until then this form takes what is typed (the number as typed, grouped when the mask arrives);
 * "Get the code" or Telegram pressed meanwhile waits for them and is done as soon as they are there
 * (docs/decisions/061).
 */
export function SignInForm(props: SignInFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignInDraft>(props.draft);
  const [asked, setAsked] = useState<SignInAction | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [focus, setFocus] = useState<FocusNote | null>(null);
  const checked = useLaterModule(loadCheckedForm, {
    scripts: 'checkedSignInForm',
    onArrive: () => setFocus(noteFocus(form.current)),
  });

  if (checked.module)
    return <checked.module.CheckedSignInForm {...props} draft={values} asked={asked} focus={focus} />;

  const ask = (action: SignInAction) => {
    setFailed(false);
    setAsked(action);
    checked.need().catch(() => {
      setAsked(null);
      setFailed(true);
    });
  };
  // The first focus is the first use: the checks load now rather than when the browser is idle.
  const onFocus = () => void checked.need().catch(() => {});
  const select = (name: 'city' | 'company') => ({
    name,
    defaultValue: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: optionalNumber(event.target.value) })),
    onFocus,
  });

  return (
    <SignInFields
      cities={props.cities}
      companies={props.companies}
      formRef={form}
      onSubmit={(event) => {
        event.preventDefault();
        ask('submit');
      }}
      phone={{
        name: 'phone',
        value: values.phone,
        onChange: (phone) => setValues((current) => ({ ...current, phone })),
        onFocus,
      }}
      city={select('city')}
      company={select('company')}
      errors={{}}
      alert={failed && <Alert tone="error">{t('common.offline')}</Alert>}
      submit={{ disabled: asked === 'telegram', pending: asked === 'submit' }}
      telegram={{ disabled: asked !== null, pending: asked === 'telegram', onClick: () => ask('telegram') }}
    />
  );
}
