import {
  buildPath,
  DELETION_CONFIRMATION_WORDS,
  deletionDate,
  formatDate,
  todayInBishkek,
} from '@ijara/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { besideControlClass, controlClass, Field } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { useRequestDeletion } from '../api/request-deletion';
import styles from './deletion-request.module.css';

type Refusal = { text: string; blocked: boolean } | null;

/**
 * The request (SPEC.md §5): the person types the confirmation word of the page's language and the app
 * sends it with this session's token as the agreement. Running subscriptions are refused by the api
 * (409, naming them); the way to them is offered.
 */
export function DeletionRequest() {
  const { t } = useTranslation();
  const locale = useLocale();
  const word = DELETION_CONFIRMATION_WORDS[locale];
  const request = useRequestDeletion();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const invalid = (text: string) => {
    setError(text);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const value = typed.trim();
    if (value === '') return invalid(t('spec.fieldRequired'));
    // The api compares the word upper-cased too; checking here saves a refused request.
    if (value.toUpperCase() !== word) return invalid(t('spec.deletionWordMismatch'));
    setError(null);
    request.mutate(value, {
      // Success needs nothing here: the flagged client replaces this form with the pending request.
      onError: (failure) => {
        const field = isApiError(failure) ? failure.fields.agreement : undefined;
        if (field) invalid(field);
        else setRefusal({ text: failure.message, blocked: isApiError(failure) && failure.status === 409 });
      },
    });
  };

  return (
    <section className={styles.card} aria-labelledby="deletion-request">
      <h2 id="deletion-request" className={styles.title}>
        {t('deleteProfile.request.title')}
      </h2>
      <p>{t('deleteProfile.request.date', { date: formatDate(deletionDate(todayInBishkek()), locale) })}</p>
      <p className={styles.note}>{t('deleteProfile.request.subscriptions')}</p>
      {refusal && (
        <Alert
          tone="error"
          action={
            refusal.blocked ? (
              <ButtonLink to={buildPath('subscriptions', {}, locale)} size="sm">
                {t('deleteProfile.request.toSubscriptions')}
              </ButtonLink>
            ) : undefined
          }
        >
          {refusal.text}
        </Alert>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field label={t('deleteProfile.request.wordLabel', { word })} error={error ?? undefined}>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              className={controlClass}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="inverse"
          className={besideControlClass}
          pending={request.isPending}
          pendingLabel={t('deleteProfile.request.submitting')}
        >
          {t('deleteProfile.request.submit')}
        </Button>
      </form>
    </section>
  );
}
