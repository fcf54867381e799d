import { formatDate, formatMoney, type TSubscription } from '@ijara/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/locale';
import { useBuyoutQuote } from '../api/buyout';
import { useExitQuote } from '../api/get-exit-quote';
import { useSetSubscriptionStatus } from '../api/set-subscription-status';
import { ACTION_STATUS, actionsOf, pausesLeft, type SubscriptionAction } from '../subscription-state';
import { StatusChangeDialog } from './status-change-dialog';
import styles from './subscription-actions.module.css';
import { newerModelPath } from './term-end-choices';

interface SubscriptionActionsProps {
  subscription: TSubscription;
  today: string;
  /** The change went through: what to tell the person, from the api's answer. */
  onChanged: (message: string) => void;
  /** Where focus goes after a change: the button that was pressed is gone. */
  focusAfterChange: () => void;
  /** The unsubscribe dialog's buy-out link: the dialog has closed, show the buy-out section. */
  showBuyout?: () => void;
}

/** The changes the state allows (active: pause, unsubscribe; paused: resume, unsubscribe), each confirmed first. */
export function SubscriptionActions({
  subscription,
  today,
  onChanged,
  focusAfterChange,
  showBuyout,
}: SubscriptionActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useSetSubscriptionStatus();
  // The dialog keeps the subscription it was opened for: the answer replaces it before the dialog closes.
  const [asking, setAsking] = useState<{ action: SubscriptionAction; subscription: TSubscription } | null>(
    null,
  );
  const changedRef = useRef(false);
  const toBuyoutRef = useRef(false);
  const exitQuote = useExitQuote(subscription.id, asking?.action === 'unsubscribe');
  // The buy-out offered instead of leaving (docs/decisions/055), at today's price; none when refused.
  const buyoutQuote = useBuyoutQuote(
    subscription.id,
    asking?.action === 'unsubscribe' && showBuyout !== undefined,
  );
  const exit = exitQuote.data
    ? { state: 'ready' as const, quote: exitQuote.data }
    : { state: exitQuote.isError ? ('failed' as const) : ('loading' as const) };
  const actions = actionsOf(subscription.status);

  const done = (action: SubscriptionAction, updated: TSubscription) => {
    const date = (value: string | null | undefined) => (value ? formatDate(value, locale) : '');
    if (action === 'pause') return t('subscriptions.done.paused', { date: date(updated.pause?.resumesOn) });
    if (action === 'resume') {
      return updated.nextPaymentDate
        ? t('subscriptions.done.resumed', {
            date: date(updated.nextPaymentDate),
            amount: formatMoney(updated.total, locale),
          })
        : t('subscriptions.done.resumedPaid');
    }
    return t('subscriptions.done.unsubscribed', { date: date(updated.returnDate) });
  };

  const confirm = () => {
    if (!asking) return;
    const { action } = asking;
    const exitCharge = action === 'unsubscribe' ? exitQuote.data?.amount : undefined;
    change.mutate(
      {
        id: subscription.id,
        status: ACTION_STATUS[action],
        ...(exitCharge === undefined ? {} : { exitCharge }),
      },
      {
        // A new month may have changed the price of leaving: the dialog shows the new one.
        onError: () => void exitQuote.refetch(),
        onSuccess: (updated) => {
          changedRef.current = true;
          setAsking(null);
          onChanged(done(action, updated));
        },
      },
    );
  };

  const open = (action: SubscriptionAction) => {
    change.reset();
    setAsking({ action, subscription });
  };

  return (
    <>
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.includes('resume') && (
            <Button variant="primary" onClick={() => open('resume')}>
              {t('subscriptions.actions.resume')}
            </Button>
          )}
          {actions.includes('pause') && (
            <Button onClick={() => open('pause')} disabled={pausesLeft(subscription) === 0}>
              {t('subscriptions.actions.pause')}
            </Button>
          )}
          {actions.includes('unsubscribe') && (
            <Button variant="ghost" className={styles.unsubscribe} onClick={() => open('unsubscribe')}>
              {t('subscriptions.actions.unsubscribe')}
            </Button>
          )}
        </div>
      )}
      <StatusChangeDialog
        subscription={asking?.subscription ?? subscription}
        action={asking?.action ?? null}
        today={today}
        pending={change.isPending}
        error={change.error?.message ?? null}
        exit={exit}
        buyout={
          buyoutQuote.data && showBuyout
            ? {
                amount: buyoutQuote.data.amount,
                onBuyout: () => {
                  toBuyoutRef.current = true;
                  setAsking(null);
                  change.reset();
                },
              }
            : null
        }
        newerModel={subscription.termEnd?.choices ? newerModelPath(subscription.id, locale) : null}
        onConfirm={confirm}
        onClose={() => {
          setAsking(null);
          change.reset();
        }}
        onCloseAutoFocus={(event) => {
          if (toBuyoutRef.current) {
            toBuyoutRef.current = false;
            event.preventDefault();
            showBuyout?.();
            return;
          }
          if (!changedRef.current) return;
          changedRef.current = false;
          event.preventDefault();
          focusAfterChange();
        }}
      />
    </>
  );
}
