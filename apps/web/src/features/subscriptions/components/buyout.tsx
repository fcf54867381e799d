import { buildPath, formatMoney, type TBuyoutQuote, type TSubscription } from '@ijara/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog, DialogClose } from '../../../components/ui/dialog';
import { newIdempotencyKey } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/locale';
import { useBuyout, useBuyoutQuote } from '../api/buyout';
import { stateOf } from '../subscription-state';
import styles from './buyout.module.css';
import { FactList } from './fact-list';

/** The section's id: the unsubscribe dialog links to it. */
export const BUYOUT_SECTION_ID = 'subscription-buyout';

/** A buy-out is offered while the device is at the client's: running, paused, or unsubscribed. */
export function buyoutOffered(status: number): boolean {
  const state = stateOf(status);
  return state === 'active' || state === 'paused' || state === 'refusal';
}

interface BuyoutProps {
  subscription: TSubscription;
  /** The buy-out went through: what to tell the person. */
  onBoughtOut: (message: string) => void;
}

/**
 * Buying the device out (docs/decisions/055): today's price item by item — the retail price, less a
 * share of the rent paid, never below a floor — the points that may pay part of it, the card the rest
 * goes to, and a confirmation. The amount shown is the amount sent, and the api refuses another.
 * Bought out (status 7): the day, and the receipt.
 */
export function Buyout({ subscription, onBoughtOut }: BuyoutProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const offered = buyoutOffered(subscription.status);
  const quote = useBuyoutQuote(subscription.id, offered);
  const buyout = useBuyout();
  const [usePoints, setUsePoints] = useState(false);
  const [asking, setAsking] = useState<{ key: string } | null>(null);
  const [receipt, setReceipt] = useState<number | null>(null);
  const pointsId = useId();

  if (stateOf(subscription.status) === 'boughtOut') {
    return (
      <div className={styles.buyout}>
        <p className={styles.lead}>{t('subscriptions.buyout.done')}</p>
        {receipt !== null ? (
          <ButtonLink
            variant="secondary"
            icon="document"
            to={buildPath('paymentReceipt', { payment: String(receipt) }, locale)}
          >
            {t('subscriptions.buyout.receipt')}
          </ButtonLink>
        ) : (
          <p className={styles.note}>
            <Link to={`${buildPath('payments', {}, locale)}?subscription=${subscription.id}`}>
              {t('subscriptions.buyout.receiptInPayments')}
            </Link>
          </p>
        )}
      </div>
    );
  }
  if (!offered) return null;

  if (!quote.data) {
    return (
      <div className={styles.buyout} aria-busy={quote.isPending || undefined}>
        {quote.isError ? (
          <Alert tone="info">{quote.error.message}</Alert>
        ) : (
          <p className={styles.lead}>{t('subscriptions.buyout.loading')}</p>
        )}
      </div>
    );
  }

  const q = quote.data;
  const points = usePoints ? q.points : 0;
  const card = q.amount - points;
  const noCard = card > 0 && q.card === null;
  const money = (amount: number) => formatMoney(amount, locale);

  const confirm = () => {
    if (!asking || buyout.isPending) return;
    buyout.mutate(
      { id: subscription.id, amount: q.amount, usePoints: points > 0, key: asking.key },
      {
        onSuccess: ({ payment }) => {
          setAsking(null);
          setReceipt(payment.status === 'success' ? payment.id : null);
          onBoughtOut(
            payment.status === 'success'
              ? t('subscriptions.buyout.paid', { amount: money(q.amount) })
              : t('subscriptions.buyout.processing', { amount: money(q.amount) }),
          );
        },
        // An answer that was given is kept for its key: the next try is a new intent with a new key.
        // A lost answer (the network, a 5xx) keeps the key, so a retry cannot charge twice.
        onError: (error) => {
          if (isApiError(error) && error.status > 0 && error.status < 500)
            setAsking({ key: newIdempotencyKey() });
        },
      },
    );
  };

  return (
    <div className={styles.buyout}>
      <p className={styles.lead}>
        {t('subscriptions.buyout.lead', { share: q.sharePercent, floor: q.floorPercent })}
      </p>
      <FactList
        facts={[
          { label: t('subscriptions.buyout.value'), value: money(q.value) },
          {
            label: t('subscriptions.buyout.credit', { share: q.sharePercent, paid: money(q.rentPaid) }),
            value: `−${money(q.credit)}`,
          },
          ...(q.floored
            ? [{ label: t('subscriptions.buyout.floor', { floor: q.floorPercent }), value: money(q.floor) }]
            : []),
          {
            label: t('subscriptions.buyout.amount'),
            value: <strong className={styles.total}>{money(q.amount)}</strong>,
          },
        ]}
      />
      {q.points > 0 && (
        <label className={styles.points} htmlFor={pointsId}>
          <input
            id={pointsId}
            type="checkbox"
            checked={usePoints}
            onChange={(event) => setUsePoints(event.target.checked)}
          />
          <span>
            {t(q.points < q.amount ? 'subscriptions.buyout.usePoints' : 'subscriptions.buyout.usePointsAll', {
              points: money(q.points),
            })}
          </span>
        </label>
      )}
      <p className={styles.note}>
        {card === 0
          ? t('subscriptions.buyout.allPoints')
          : q.card
            ? t('subscriptions.buyout.card', { card: q.card.replace('****', '••••'), amount: money(card) })
            : t('subscriptions.buyout.noCard')}
        {noCard && (
          <>
            {' '}
            <Link to={buildPath('cards', {}, locale)}>{t('subscriptions.buyout.bindCard')}</Link>
          </>
        )}
      </p>
      <div>
        <Button
          variant="primary"
          disabled={noCard}
          onClick={() => {
            buyout.reset();
            setAsking({ key: newIdempotencyKey() });
          }}
        >
          {t('subscriptions.buyout.action', { amount: money(q.amount) })}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !buyout.isPending) setAsking(null);
        }}
        title={t('subscriptions.buyout.confirmTitle')}
        description={t('subscriptions.buyout.confirmText', { model: subscription.model.name })}
        actions={
          <>
            <DialogClose asChild>
              <Button disabled={buyout.isPending}>{t('subscriptions.actions.cancel')}</Button>
            </DialogClose>
            <Button
              variant="inverse"
              onClick={confirm}
              disabled={quote.isFetching}
              pending={buyout.isPending}
              pendingLabel={t('subscriptions.buyout.pending')}
            >
              {t('subscriptions.buyout.confirm', { amount: money(q.amount) })}
            </Button>
          </>
        }
      >
        <ConfirmLines quote={q} points={points} card={card} />
        {buyout.error && <Alert tone="error">{buyout.error.message}</Alert>}
      </ConfirmDialog>
    </div>
  );
}

/** What the confirmation says will be taken: from the card, in points, and that it is final. */
function ConfirmLines({ quote, points, card }: { quote: TBuyoutQuote; points: number; card: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <ul className={styles.confirmLines}>
      {card > 0 && quote.card && (
        <li>
          {t('subscriptions.buyout.card', { card: quote.card.replace('****', '••••'), amount: money(card) })}
        </li>
      )}
      {points > 0 && <li>{t('subscriptions.buyout.pointsTaken', { points: money(points) })}</li>}
      <li>{t('subscriptions.buyout.final')}</li>
    </ul>
  );
}
