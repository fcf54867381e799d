import { formatCount, formatDate, formatMoney, type TExitQuote, type TSubscription } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DialogClose } from '../../../components/ui/dialog';
import { useLocale } from '../../../lib/locale';
import { preview, type SubscriptionAction, stateOf } from '../subscription-state';
import styles from './status-change-dialog.module.css';

interface StatusChangeDialogProps {
  subscription: TSubscription;
  /** The change asked about; null keeps the dialog closed. */
  action: SubscriptionAction | null;
  /** Today in Bishkek ("YYYY-MM-DD"): the dates of the consequence count from it. */
  today: string;
  pending: boolean;
  /** The api's refusal in the page's language (a 409 when no pause is left, for instance). */
  error: string | null;
  /** Unsubscribing: what leaving now costs (subscription/exit-quote/), stated before confirming. */
  exit?: { state: 'loading' | 'failed' } | { state: 'ready'; quote: TExitQuote };
  /**
   * Unsubscribing: the buy-out offered instead, at today's price (subscription/buyout-quote/,
   * docs/decisions/055); `onBuyout` closes the dialog and goes to the buy-out section.
   */
  buyout?: { amount: number; onBuyout: () => void } | null;
  /** Unsubscribing in the term's last days: the catalogue, to choose a newer model instead (docs/decisions/056). */
  newerModel?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Pause, resume or unsubscribe: what will happen, with the dates, before it happens. */
export function StatusChangeDialog({
  subscription,
  action,
  today,
  pending,
  error,
  exit,
  buyout = null,
  newerModel = null,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: StatusChangeDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (value: string) => formatDate(value, locale);
  const will = preview(subscription, today);
  const pause = subscription.pause;
  const paused = stateOf(subscription.status) === 'paused';

  /** The price of leaving early (docs/decisions/054), or that there is none. */
  const exitNote = () => {
    if (exit?.state !== 'ready') {
      return t(
        exit?.state === 'failed' ? 'subscriptions.dialogs.exitFailed' : 'subscriptions.dialogs.exitLoading',
      );
    }
    const { quote } = exit;
    if (quote.amount === 0 || quote.tariffTerm === null) return t('subscriptions.dialogs.exitFree');
    return t('subscriptions.dialogs.exitCharge', {
      months: formatCount(quote.monthsUsed, 'month', locale),
      term: formatCount(quote.tariffTerm, 'month', locale),
      amount: formatMoney(quote.amount, locale),
    });
  };
  const waiting = action === 'unsubscribe' && exit?.state !== 'ready';

  const content = (() => {
    switch (action) {
      case 'pause':
        return {
          title: t('subscriptions.dialogs.pauseTitle'),
          text: t('subscriptions.dialogs.pauseText', {
            days: t('subscriptions.days', { count: pause?.maxDays ?? 0 }),
            date: will.pauseEndsOn ? date(will.pauseEndsOn) : '',
          }),
          notes: pause
            ? [t('subscriptions.dialogs.pauseCount', { number: pause.used + 1, allowed: pause.allowed })]
            : [],
        };
      case 'resume':
        return {
          title: t('subscriptions.dialogs.resumeTitle'),
          text: will.nextPaymentAfterResume
            ? t('subscriptions.dialogs.resumeText', {
                date: date(will.nextPaymentAfterResume),
                amount: formatMoney(subscription.total, locale),
              })
            : t('subscriptions.dialogs.resumeTextPaid'),
          notes: [],
        };
      case 'unsubscribe': {
        const returnBy = exit?.state === 'ready' ? exit.quote.returnDate : will.returnBy;
        return {
          title: t('subscriptions.dialogs.unsubscribeTitle'),
          text: will.paidUntil
            ? t('subscriptions.dialogs.unsubscribeText', {
                paidUntil: date(will.paidUntil),
                date: date(returnBy),
              })
            : t('subscriptions.dialogs.unsubscribeTextUnpaid', { date: date(returnBy) }),
          notes: [
            exitNote(),
            ...(paused ? [t('subscriptions.dialogs.unsubscribePaused')] : []),
            subscription.pickupAddress
              ? t('subscriptions.dialogs.returnTo', { address: subscription.pickupAddress })
              : t('subscriptions.dialogs.returnToAnyOffice'),
            t('subscriptions.dialogs.unsubscribeFinal'),
          ],
        };
      }
      default:
        return null;
    }
  })();

  return (
    <ConfirmDialog
      open={content !== null}
      onCloseAutoFocus={onCloseAutoFocus}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={content?.title ?? ''}
      description={content?.text ?? ''}
      actions={
        action && (
          <>
            <DialogClose asChild>
              <Button disabled={pending}>{t('subscriptions.actions.cancel')}</Button>
            </DialogClose>
            <Button
              variant="inverse"
              onClick={onConfirm}
              disabled={waiting}
              pending={pending}
              pendingLabel={t(`subscriptions.actions.${action}Pending`)}
            >
              {t(`subscriptions.actions.${action}`)}
            </Button>
          </>
        )
      }
    >
      {content && content.notes.length > 0 && (
        <ul className={styles.notes}>
          {content.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {action === 'unsubscribe' && buyout && (
        <p className={styles.instead}>
          {t('subscriptions.dialogs.buyoutInstead', { amount: formatMoney(buyout.amount, locale) })}{' '}
          <button type="button" className={styles.insteadLink} onClick={buyout.onBuyout} disabled={pending}>
            {t('subscriptions.dialogs.buyoutLink')}
          </button>
        </p>
      )}
      {action === 'unsubscribe' && newerModel && (
        <p className={styles.instead}>
          {t('subscriptions.dialogs.newerInstead')}{' '}
          <Link to={newerModel} className={styles.insteadLink}>
            {t('subscriptions.dialogs.newerLink')}
          </Link>
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </ConfirmDialog>
  );
}
