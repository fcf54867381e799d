import {
  buildPath,
  formatDate,
  formatMoney,
  type Locale,
  type TCreateSubscriptionRequest,
  type TCreateSubscriptionResponse,
  type TSubscriptionDraft,
} from '@ijara/contract';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { TaggedText } from '../../../components/ui/tagged-text';
import { isApiError } from '../../../lib/api-error';
import { useCalculation } from '../api/calculate-subscription';
import { useCreateSubscription } from '../api/create-subscription';
import styles from './checkout-screen.module.css';
import { PriceLines } from './price-lines';
import { PromoField } from './promo-field';

interface CheckoutScreenProps {
  draft: TSubscriptionDraft;
  locale: Locale;
  /** What is ordered, in words (composed by the page from the catalogue). */
  summary?: ReactNode;
  /** The card that will pay, or the way to bind one (composed by the page from the cards feature). */
  payWith: ReactNode;
  hasCard: boolean;
  onPromo: (promo: string) => void;
  /** A newer model (docs/decisions/056) ordered as an ordinary order after all. */
  onDropReplaces?: () => void;
  onSubscribed: (created: Omit<TCreateSubscriptionResponse, 'statusCode'>) => void;
}

/**
 * /checkout/'s content: the server's price of the draft, the promo code, the card, the consent and the
 * button. The button is off while anything runs, so one click is one subscription at most.
 */
export function CheckoutScreen({
  draft,
  locale,
  summary,
  payWith,
  hasCard,
  onPromo,
  onDropReplaces,
  onSubscribed,
}: CheckoutScreenProps) {
  const { t } = useTranslation();
  const calculation = useCalculation(draft);
  const create = useCreateSubscription();
  const [consent, setConsent] = useState(false);
  const current = calculation.data;
  const priced = current !== undefined && !calculation.isPlaceholderData;
  const outOfStock = current?.stock === 'out_of_stock';
  // Expected stock (docs/decisions/051): orderable now, handed over from the day the unit arrives.
  const arrives = current?.stock === 'expected' ? current.availableFrom : undefined;
  // A second click before React has drawn the pending button is not a second payment.
  const paying = useRef(false);
  const pay = () => {
    if (!current || paying.current) return;
    paying.current = true;
    const request: TCreateSubscriptionRequest = { ...draft, firstPayment: current.firstPayment };
    create.mutate(request, {
      onSuccess: ({ subscription, payment }) => onSubscribed({ subscription, payment }),
      onError: (error) => {
        // A changed price or stock: show the server's new answer next to its message.
        if (isApiError(error) && error.status === 409 && error.code !== 'order_exists') {
          void calculation.refetch();
        }
      },
      onSettled: () => {
        paying.current = false;
      },
    });
  };
  // The api answers in the page's language: a decline carries the bank's reason, a 409 what changed.
  const failure = create.error?.message ?? null;
  // The same order placed already (another tab, an earlier click): the way to it.
  const placed =
    isApiError(create.error) && create.error.code === 'order_exists' ? create.error.redirect : null;
  // An unpaid payment: no order until it is paid, said before anything is filled in.
  const overdue =
    isApiError(calculation.error) && calculation.error.code === 'payment_overdue' ? calculation.error : null;
  if (overdue) {
    return (
      <Alert tone="error">
        {overdue.message}{' '}
        <Link to={overdue.redirect ?? buildPath('payments', {}, locale)}>{t('checkout.goToPayments')}</Link>
      </Alert>
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.main}>
        {summary}
        {draft.replaces !== undefined && (
          <Alert
            tone="info"
            action={
              onDropReplaces && (
                <Button variant="ghost" size="sm" onClick={onDropReplaces}>
                  {t('checkout.replacesDrop')}
                </Button>
              )
            }
          >
            {t('checkout.replaces', { id: draft.replaces })}
          </Alert>
        )}
        <PromoField applied={draft.promo ?? ''} check={current?.promo} onApply={onPromo} />
        {payWith}
      </div>
      <section className={styles.aside} aria-labelledby="checkout-total">
        <h2 id="checkout-total" className={styles.asideTitle}>
          {t('checkout.summaryTitle')}
        </h2>
        <QueryState
          query={calculation}
          skeleton={<Skeleton height={160} radius="lg" />}
          label={t('checkout.loading')}
        >
          {(value) => <PriceLines calculation={value} locale={locale} />}
        </QueryState>
        <label className={styles.consent}>
          <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
          <span>
            <TaggedText
              text={t('checkout.consent')}
              tags={{
                contract: <Link to={buildPath('contract', {}, locale)} />,
                rekurrent: <Link to={buildPath('rekurrent', {}, locale)} />,
              }}
            />
          </span>
        </label>
        {outOfStock && <Alert tone="warning">{t('checkout.outOfStock')}</Alert>}
        {arrives && (
          <Alert tone="info">{t('checkout.expected', { date: formatDate(arrives, locale) })}</Alert>
        )}
        {failure && (
          <Alert tone={placed ? 'info' : 'error'}>
            {failure}
            {placed && (
              <>
                {' '}
                <Link to={placed}>{t('checkout.openOrder')}</Link>
              </>
            )}
          </Alert>
        )}
        <Button
          variant="primary"
          size="lg"
          block
          onClick={pay}
          pending={create.isPending}
          disabled={!priced || !consent || !hasCard || outOfStock || calculation.isFetching}
        >
          {current
            ? t('checkout.pay', { amount: formatMoney(current.firstPayment, locale) })
            : t('checkout.loading')}
        </Button>
      </section>
    </div>
  );
}
