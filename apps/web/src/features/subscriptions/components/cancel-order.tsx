import { formatMoney, type TSubscription } from '@ijara/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DialogClose } from '../../../components/ui/dialog';
import { useLocale } from '../../../lib/locale';
import { useCancelOrder } from '../api/cancel-order';
import dialogStyles from './status-change-dialog.module.css';
import styles from './subscription-actions.module.css';

interface CancelOrderProps {
  subscription: TSubscription;
  /** What was paid for the order and not yet refunded; null while the payments load. */
  paid: number | null;
  onCancelled: (message: string) => void;
  focusAfterChange: () => void;
}

/** An order waiting for its hand-over: "Отменить заказ", with a dialog that states what comes back. */
export function CancelOrder({ subscription, paid, onCancelled, focusAfterChange }: CancelOrderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelOrder();
  const [key, setKey] = useState<string | null>(null);
  const cancelledRef = useRef(false);
  const money = (amount: number) => formatMoney(amount, locale);

  const confirm = () => {
    if (!key) return;
    cancel.mutate(
      { id: subscription.id, key },
      {
        onSuccess: ({ refund }) => {
          cancelledRef.current = true;
          setKey(null);
          const parts = [
            refund.card > 0 ? t('subscriptions.cancelOrder.doneCard', { amount: money(refund.card) }) : '',
            refund.points > 0
              ? t('subscriptions.cancelOrder.donePoints', { amount: money(refund.points) })
              : '',
          ].filter(Boolean);
          onCancelled([t('subscriptions.cancelOrder.done'), ...parts].join(' '));
        },
      },
    );
  };

  return (
    <>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          className={styles.unsubscribe}
          onClick={() => {
            cancel.reset();
            // One key per dialog: every click inside it is the same cancellation.
            setKey(crypto.randomUUID());
          }}
        >
          {t('subscriptions.cancelOrder.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={key !== null}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setKey(null);
        }}
        onCloseAutoFocus={(event) => {
          if (!cancelledRef.current) return;
          cancelledRef.current = false;
          event.preventDefault();
          focusAfterChange();
        }}
        title={t('subscriptions.cancelOrder.title')}
        description={
          paid === null
            ? t('subscriptions.cancelOrder.textAny')
            : paid > 0
              ? t('subscriptions.cancelOrder.text', { amount: money(paid) })
              : t('subscriptions.cancelOrder.textUnpaid')
        }
        actions={
          <>
            <DialogClose asChild>
              <Button disabled={cancel.isPending}>{t('subscriptions.actions.cancel')}</Button>
            </DialogClose>
            <Button
              variant="inverse"
              onClick={confirm}
              pending={cancel.isPending}
              pendingLabel={t('subscriptions.cancelOrder.pending')}
            >
              {t('subscriptions.cancelOrder.confirm')}
            </Button>
          </>
        }
      >
        <ul className={dialogStyles.notes}>
          <li>{t('subscriptions.cancelOrder.when')}</li>
          <li>{t('subscriptions.cancelOrder.final')}</li>
        </ul>
        {cancel.error && <Alert tone="error">{cancel.error.message}</Alert>}
      </ConfirmDialog>
    </>
  );
}
