import { buildPath, formatMoney, type TClaim } from '@ijara/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, DialogClose } from '../../../components/ui/dialog';
import { newIdempotencyKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { useSession } from '../../../lib/session/use-session';
import { usePayClaim } from '../api/pay-claim';
import styles from './claim-card.module.css';

interface ClaimPayProps {
  claim: TClaim;
  onPaid: (message: string) => void;
}

/**
 * Paying a decided claim when its charge at the decision did not go through (claim/pay/): points may
 * pay part or all of it, the bound card the rest, after a confirmation that states both. The amount
 * shown is the amount sent: the api refuses another.
 */
export function ClaimPay({ claim, onPaid }: ClaimPayProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pay = usePayClaim();
  const balance = useSession((s) => s.client?.bonus ?? 0);
  const [usePoints, setUsePoints] = useState(false);
  const [asking, setAsking] = useState<{ key: string } | null>(null);
  const pointsId = useId();
  const money = (amount: number) => formatMoney(amount, locale);
  const due = claim.due;
  const available = Math.min(balance, due);
  const points = usePoints ? available : 0;
  const card = due - points;
  const noCard = isApiError(pay.error) && pay.error.code === 'no_active_card';

  const confirm = () => {
    if (!asking || pay.isPending) return;
    pay.mutate(
      { claimID: claim.id, amount: due, usePoints: points > 0, key: asking.key },
      {
        onSuccess: ({ payment }) => {
          setAsking(null);
          onPaid(
            payment.status === 'success'
              ? t('claims.pay.paid', { amount: money(due), id: claim.id })
              : t('claims.pay.processing', { amount: money(due) }),
          );
        },
        // An answer that was given is kept for its key: the next try is a new intent with a new key.
        onError: (error) => {
          if (isApiError(error) && error.status > 0 && error.status < 500)
            setAsking({ key: newIdempotencyKey() });
        },
      },
    );
  };

  return (
    <>
      {available > 0 && (
        <label className={styles.points} htmlFor={pointsId}>
          <input
            id={pointsId}
            type="checkbox"
            checked={usePoints}
            onChange={(event) => setUsePoints(event.target.checked)}
          />
          <span>
            {t(available < due ? 'claims.pay.usePoints' : 'claims.pay.usePointsAll', {
              points: money(available),
            })}
          </span>
        </label>
      )}
      <div>
        <Button
          variant="primary"
          onClick={() => {
            pay.reset();
            setAsking({ key: newIdempotencyKey() });
          }}
        >
          {t('claims.pay.action', { amount: money(due) })}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !pay.isPending) setAsking(null);
        }}
        title={t('claims.pay.confirmTitle', { id: claim.id })}
        description={t('claims.pay.confirmText', {
          amount: money(due),
          outcome: t(`claims.card.outcomes.${claim.outcome ?? 'rejected'}`),
        })}
        actions={
          <>
            <DialogClose asChild>
              <Button disabled={pay.isPending}>{t('claims.pay.cancel')}</Button>
            </DialogClose>
            <Button
              variant="inverse"
              onClick={confirm}
              pending={pay.isPending}
              pendingLabel={t('claims.pay.pending')}
            >
              {t('claims.pay.confirm', { amount: money(due) })}
            </Button>
          </>
        }
      >
        <ul className={styles.confirmLines}>
          {card > 0 && <li>{t('claims.pay.card', { amount: money(card) })}</li>}
          {points > 0 && <li>{t('claims.pay.pointsTaken', { points: money(points) })}</li>}
          {card === 0 && <li>{t('claims.pay.allPoints')}</li>}
        </ul>
        {pay.error && (
          <Alert
            tone="error"
            action={
              noCard ? <Link to={buildPath('cards', {}, locale)}>{t('claims.pay.bindCard')}</Link> : undefined
            }
          >
            {pay.error.message}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
