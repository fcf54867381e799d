import {
  buildPath,
  formatDate,
  formatMoney,
  type TExtendQuote,
  type TSubscription,
  type TTerm,
} from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Skeleton } from '../../../components/ui/skeleton';
import { newIdempotencyKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { useExtend, useExtendQuote } from '../api/extend';
import styles from './term-end-choices.module.css';

/** The catalogue, remembering which subscription a newer model replaces (docs/decisions/056). */
export function newerModelPath(subscriptionId: number, locale: ReturnType<typeof useLocale>): string {
  return `${buildPath('catalog', {}, locale)}?replaces=${subscriptionId}`;
}

/**
 * The term's last days (docs/decisions/056): extend by 3, 6 or 12 months at today's price, each term's
 * monthly amount and end stated before the one confirm; or a newer model from the catalogue, handed over
 * in exchange for this device. Returning it is the booking below (term-end.tsx).
 */
export function TermEndChoices({
  subscription,
  onExtended,
}: {
  subscription: TSubscription;
  /** The extension went through: what to tell the person. */
  onExtended: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quote = useExtendQuote(subscription.id, true);

  return (
    <div className={styles.choices}>
      <section className={styles.choice} aria-labelledby="term-end-extend">
        <h3 id="term-end-extend" className={styles.title}>
          {t('subscriptions.choices.extendTitle')}
        </h3>
        {quote.data ? (
          <ExtendForm
            subscriptionId={subscription.id}
            quote={quote.data}
            booked={Boolean(subscription.termEnd?.booking)}
            onExtended={onExtended}
          />
        ) : quote.isError ? (
          <Refusal error={quote.error} />
        ) : (
          <Skeleton height={120} radius="lg" />
        )}
      </section>
      <section className={styles.choice} aria-labelledby="term-end-newer">
        <h3 id="term-end-newer" className={styles.title}>
          {t('subscriptions.choices.newerTitle')}
        </h3>
        <p className={styles.text}>{t('subscriptions.choices.newerText')}</p>
        <ButtonLink to={newerModelPath(subscription.id, locale)} className={styles.action}>
          {t('subscriptions.choices.newerLink')}
        </ButtonLink>
      </section>
    </div>
  );
}

/** Why extending is not possible now, in the api's words; an unpaid payment with the way to pay it. */
function Refusal({ error, tone = 'info' }: { error: Error; tone?: 'info' | 'error' }) {
  const { t } = useTranslation();
  const redirect = isApiError(error) && error.code === 'payment_overdue' ? error.redirect : undefined;
  return (
    <Alert tone={tone}>
      {error.message}
      {redirect && (
        <>
          {' '}
          <Link to={redirect}>{t('checkout.goToPayments')}</Link>
        </>
      )}
    </Alert>
  );
}

function ExtendForm({
  subscriptionId,
  quote,
  booked,
  onExtended,
}: {
  subscriptionId: number;
  quote: TExtendQuote;
  /** A return is booked: extending cancels it, and says so. */
  booked: boolean;
  onExtended: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const extend = useExtend();
  const [term, setTerm] = useState<TTerm | undefined>(undefined);
  // One key per confirmation: a double click, or a retry after a lost answer, extends once.
  const [key, setKey] = useState(newIdempotencyKey);
  const date = (value: string) => formatDate(value, locale);
  const chosen = quote.options.find((option) => option.term === term);

  const confirm = () => {
    if (!chosen) return;
    extend.mutate(
      { id: subscriptionId, term: chosen.term, monthly: chosen.monthly, key },
      {
        onSuccess: (updated) =>
          onExtended(t('subscriptions.choices.extended', { date: date(updated.endDate ?? chosen.endsOn) })),
        onError: () => setKey(newIdempotencyKey()),
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <p className={styles.text}>{t('subscriptions.choices.extendLead', { start: date(quote.startsOn) })}</p>
      <ChoiceGroup<TTerm>
        legend={t('subscriptions.choices.extendTerm')}
        layout="list"
        value={term}
        onChange={(value) => {
          setTerm(value);
          extend.reset();
        }}
        choices={quote.options.map((option) => ({
          value: option.term,
          label: t('subscriptions.choices.option', {
            term: t('gadget.months', { count: option.term }),
            amount: formatMoney(option.monthly, locale),
          }),
          detail: t('subscriptions.choices.optionEnd', { date: date(option.endsOn) }),
        }))}
      />
      {chosen && (
        <p className={styles.summary}>
          {t('subscriptions.choices.summary', {
            start: date(quote.startsOn),
            end: date(chosen.endsOn),
            amount: formatMoney(chosen.monthly, locale),
          })}
          {booked && (
            <>
              <br />
              {t('subscriptions.choices.bookingCancelled')}
            </>
          )}
        </p>
      )}
      {extend.error && <Refusal error={extend.error} tone="error" />}
      <Button type="submit" variant="inverse" disabled={!chosen} pending={extend.isPending}>
        {chosen
          ? t('subscriptions.choices.extendConfirm', { term: t('gadget.months', { count: chosen.term }) })
          : t('subscriptions.choices.extend')}
      </Button>
    </form>
  );
}
