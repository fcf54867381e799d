import { zodResolver } from '@hookform/resolvers/zod';
import {
  isForeignNumber,
  normalizePhone,
  type TCity,
  type TRegistrationRequest,
  ZRegistrationRequest,
} from '@ijara/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionalNumber } from '../../../components/ui/select-field';
import { useStartSignIn } from '../api/start-sign-in';
import { useStartTelegramSignIn } from '../api/start-telegram-sign-in';
import { fieldMessageKey } from './field-message';
import { caretAfterDigits, phoneMask } from './phone-mask';
import { RefusalAlert } from './refusal-alert';
import { SignInFields } from './sign-in-fields';
import type { FocusNote, SignInAction, SignInFormProps } from './sign-in-types';
import { useRetryLock } from './use-retry-lock';

interface CheckedSignInFormProps extends SignInFormProps {
  /** What the person asked for before this form had loaded: it is done as soon as it has. */
  asked: SignInAction | null;
  /** Where the focus was in the form this one replaces. */
  focus: FocusNote | null;
}

/**
 * The first step with react-hook-form and the contract's checks (zod, libphonenumber): phone, city and
 * employer; sends the code, or starts the Telegram path instead. It loads after the page is usable and
 * takes over the values typed meanwhile (./sign-in-form.tsx, docs/decisions/061).
 */
export function CheckedSignInForm({
  cities,
  companies,
  draft,
  onCodeSent,
  onTelegram,
  asked,
  focus,
}: CheckedSignInFormProps) {
  const { t } = useTranslation();
  const startSignIn = useStartSignIn();
  const startTelegram = useStartTelegramSignIn();
  const { control, register, handleSubmit, formState, setError, clearErrors, getValues, trigger } =
    useForm<TRegistrationRequest>({
      // raw: the api client parses with the same schema, so the form hands over what was typed.
      resolver: zodResolver(ZRegistrationRequest, undefined, { raw: true }),
      // What was typed before the mask had loaded is read and grouped now.
      defaultValues: { ...draft, phone: phoneMask.edit('', draft.phone, draft.phone.length).value },
    });
  const { field: phone } = useController({ control, name: 'phone' });
  const errors = formState.errors;
  const message = (key: ReturnType<typeof fieldMessageKey>) => (key ? t(`spec.${key}`) : undefined);
  const lastError = startSignIn.error ?? startTelegram.error;
  const locked = useRetryLock(lastError);
  const busy = startSignIn.isPending || startTelegram.isPending;

  /** SPEC.md §5: an unserved city is refused here, before any code is sent. */
  const servedCity = (city: number | undefined) => {
    if (cities.find((c: TCity) => c.id === city)?.served !== false) return true;
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

  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (focus && form.current) focusAgain(form.current, focus);
  }, [focus]);
  // Once, with the values handed over: another country's number pasted meanwhile is refused as it would
  // have been as it was pasted; "Get the code" or Telegram pressed meanwhile is done now.
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    if (isForeignNumber(getValues('phone'))) void trigger('phone');
    if (asked === 'submit') void onSubmit();
    else if (asked === 'telegram') void onTelegramClick();
  });

  return (
    <SignInFields
      cities={cities}
      companies={companies}
      formRef={form}
      onSubmit={onSubmit}
      phone={{
        ...phone,
        mask: phoneMask,
        onChange: (value: string) => {
          phone.onChange(value);
          // Another country's number is refused as it is pasted, not first on "Get the code".
          if (isForeignNumber(value)) void trigger('phone');
          else if (errors.phone?.message === 'phoneNotKyrgyz') clearErrors('phone');
        },
      }}
      city={register('city', { setValueAs: optionalNumber })}
      company={register('company', { setValueAs: optionalNumber })}
      errors={{
        phone: message(fieldMessageKey(errors.phone, getValues('phone'))),
        city: message(fieldMessageKey(errors.city)),
      }}
      alert={lastError && <RefusalAlert error={lastError} locked={locked} />}
      submit={{ disabled: locked > 0 || startTelegram.isPending, pending: startSignIn.isPending }}
      telegram={{ disabled: locked > 0 || busy, pending: startTelegram.isPending, onClick: onTelegramClick }}
    />
  );
}

/** Puts the focus back where it was in the form this one replaced, the caret by the digits before it. */
function focusAgain(form: HTMLFormElement, { name, digitsBefore }: FocusNote): void {
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return;
  element.focus({ preventScroll: true });
  if (element instanceof HTMLInputElement && digitsBefore !== null) {
    const caret = caretAfterDigits(element.value, digitsBefore);
    element.setSelectionRange(caret, caret);
  }
}
