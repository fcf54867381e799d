import { formatAmount, formatMoney, MONEY_DIVISOR } from '@ijara/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DialogClose } from '../../../components/ui/dialog';
import { useLocale } from '../../../lib/locale';
import type { PointsConfirmation } from './use-pay-due';

interface PointsDialogProps {
  confirming: PointsConfirmation | null;
  pending: boolean;
  /** The api's refusal of the last try, in the page's language. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Списать 4 890 баллов за платёж 4 890 сом?" — points leave the account only after this yes, for the
 * whole payment (docs/decisions/044).
 */
export function PointsDialog({ confirming, pending, error, onConfirm, onClose }: PointsDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The paid row loses its button: focus stays with the outcome the screen shows instead.
  const paid = useRef(false);
  const amount = confirming?.payment.amount ?? 0;
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => {
        if (open) return;
        paid.current = false;
        onClose();
      }}
      onCloseAutoFocus={(event) => {
        if (paid.current) event.preventDefault();
        paid.current = false;
      }}
      title={
        confirming
          ? t('payments.pointsConfirmTitle', {
              count: amount / MONEY_DIVISOR,
              points: formatAmount(amount, locale),
              amount: formatMoney(amount, locale),
            })
          : ''
      }
      description={
        confirming
          ? t('payments.pointsConfirmText', { balance: formatMoney(confirming.balance - amount, locale) })
          : ''
      }
      actions={
        <>
          <DialogClose asChild>
            <Button disabled={pending}>{t('payments.pointsCancel')}</Button>
          </DialogClose>
          <Button
            variant="inverse"
            onClick={() => {
              paid.current = true;
              onConfirm();
            }}
            pending={pending}
            pendingLabel={t('payments.payingWithPoints')}
          >
            {t('payments.pointsConfirm')}
          </Button>
        </>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
    </ConfirmDialog>
  );
}
