import { buildPath } from '@ijara/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Result } from '../../components/ui/result';
import { PlacedOrderFacts } from '../../features/checkout/components/placed-order-facts';
import { useLocale } from '../../lib/locale';
import { refreshAfterPayment } from '../../lib/session/refresh-client';
import { useSession } from '../../lib/session/use-session';
import styles from './success.module.css';

type Kind = 'subscription' | 'card' | 'payment';
type Next = ['subscriptions' | 'cards' | 'payments', 'toSubscriptions' | 'toCards' | 'toPayments'];

/** Where to go next from each outcome: the main step first. */
const NEXT: Record<Kind, Next[]> = {
  subscription: [
    ['subscriptions', 'toSubscriptions'],
    ['cards', 'toCards'],
  ],
  card: [
    ['cards', 'toCards'],
    ['subscriptions', 'toSubscriptions'],
  ],
  payment: [
    ['payments', 'toPayments'],
    ['subscriptions', 'toSubscriptions'],
  ],
};

/** ?for=card after binding a card, ?for=payment after paying; a placed subscription otherwise. */
function readKind(search: URLSearchParams): Kind {
  const value = search.get('for');
  return value === 'card' || value === 'payment' ? value : 'subscription';
}

/**
 * /success/: where a person lands back from the payment gateway or after placing a subscription
 * (centred, SPEC.md §2). Public, since the redirect may open in a fresh tab before the session loads.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const kind = readKind(search);
  const signedIn = useSession((s) => Boolean(s.client));
  const queryClient = useQueryClient();
  // Back from the gateway after a charge: the client's balance (cashback) and points are read again.
  useEffect(() => {
    if (signedIn && kind !== 'card') void refreshAfterPayment(queryClient, locale);
  }, [signedIn, kind, queryClient, locale]);
  const path = (id: 'cards' | 'subscriptions' | 'payments' | 'rekurrent') => buildPath(id, {}, locale);

  return (
    <Result
      icon="check"
      tone="success"
      title={t(`success.${kind}Title`)}
      text={t(`success.${kind}Text`)}
      actions={
        signedIn ? (
          NEXT[kind].map(([route, label], i) => (
            <ButtonLink key={route} to={path(route)} variant={i === 0 ? 'primary' : 'secondary'} size="lg">
              {t(`success.${label}`)}
            </ButtonLink>
          ))
        ) : (
          <ButtonLink to={buildPath('catalog', {}, locale)} variant="primary" size="lg">
            {t('spec.errorBackToCatalog')}
          </ButtonLink>
        )
      }
    >
      {kind === 'subscription' && <PlacedOrderFacts />}
      {kind !== 'subscription' && (
        <Link to={path('rekurrent')} className={styles.terms}>
          {t('success.recurring')}
        </Link>
      )}
    </Result>
  );
}
