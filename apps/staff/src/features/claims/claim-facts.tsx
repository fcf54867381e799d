import { formatDate, formatMoney, type Locale } from '@ijara/contract';
import { staffMay, type TStaffClaimDetail } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../app/session';
import { formatDateTime } from '../../lib/format';
import { subscriptionStatus } from '../../lib/subscription-status';

/** The subscription the claim is about: insured or not, and the value stated in its card. */
export function ClaimSubscriptionCard({ claim }: { claim: TStaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const me = useMe().data;
  const s = claim.subscription;
  const day = (value: string | null) => (value ? formatDate(value, locale) : '…');
  return (
    <section className="card" aria-labelledby="claim-subscription-title">
      <h2 id="claim-subscription-title">{t('claims.subscription.title')}</h2>
      <dl className="facts">
        <dt>{t('claims.subscription.number')}</dt>
        <dd>
          № {s.id} · {subscriptionStatus(t, s.status)}
        </dd>
        <dt>{t('claims.device')}</dt>
        <dd>
          {claim.model}
          {claim.serial && <span className="mono"> · {claim.serial}</span>}
          {s.unitID !== null && me && staffMay(me.role, 'stock.read') && (
            <>
              {' '}
              <Link to={`/stock/${s.unitID}/`} className="small">
                {t('claims.subscription.unit')}
              </Link>
            </>
          )}
        </dd>
        <dt>{t('claims.subscription.insurance')}</dt>
        <dd className="strong">{s.insurance ? t('claims.decision.yes') : t('claims.decision.no')}</dd>
        <dt>{t('claims.subscription.value')}</dt>
        <dd className="strong">{formatMoney(s.deviceValue, locale)}</dd>
        <dt>{t('claims.subscription.term')}</dt>
        <dd>
          {t('orders.months', { count: s.term })} · {day(s.startDate)} – {day(s.endDate)}
        </dd>
        <dt>{t('claims.subscription.handedOver')}</dt>
        <dd>{s.handedOverAt ? formatDateTime(s.handedOverAt, locale) : '—'}</dd>
        <dt>{t('claims.subscription.receiving')}</dt>
        <dd>
          {t(`claims.subscription.${s.delivery}`)} · {claim.office ?? claim.city}
        </dd>
      </dl>
    </section>
  );
}

/** A decided claim: the outcome, what the client pays and why, who decided, the swap and the payment. */
export function ClaimDecisionCard({ claim }: { claim: TStaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, locale));
  return (
    <section className="card" aria-labelledby="claim-decision-title">
      <h2 id="claim-decision-title">{t('claims.decision.title')}</h2>
      <dl className="facts">
        <dt>{t('claims.decision.outcome')}</dt>
        <dd className="strong">{claim.outcome ? t(`claims.decide.outcomes.${claim.outcome}`) : '—'}</dd>
        <dt>{t('claims.decision.amount')}</dt>
        <dd className="strong">{money(claim.amount)}</dd>
        {claim.computedAmount !== null && claim.computedAmount !== claim.amount && (
          <>
            <dt>{t('claims.decision.computed')}</dt>
            <dd>{money(claim.computedAmount)}</dd>
          </>
        )}
        {claim.coverApplies !== null && claim.late && (
          <>
            <dt>{t('claims.decision.coverApplies')}</dt>
            <dd>{claim.coverApplies ? t('claims.decision.yes') : t('claims.decision.no')}</dd>
          </>
        )}
        {claim.repairCost !== null && (
          <>
            <dt>{t('claims.decision.repairCost')}</dt>
            <dd>{money(claim.repairCost)}</dd>
          </>
        )}
        <dt>{t('claims.decision.reason')}</dt>
        <dd>{claim.reason ?? '—'}</dd>
        <dt>{t('claims.decision.by')}</dt>
        <dd>
          {claim.decidedBy ?? '—'}
          {claim.decidedAt && <span className="muted"> · {formatDateTime(claim.decidedAt, locale)}</span>}
        </dd>
        {claim.replacement && (
          <>
            <dt>{t('claims.decision.replacement')}</dt>
            <dd className="mono">
              {t('claims.decision.replacementText', {
                from: claim.replacement.from ?? '—',
                to: claim.replacement.to,
              })}
            </dd>
          </>
        )}
        <dt>{t('claims.decision.payment')}</dt>
        <dd>
          {claim.paymentStatus
            ? t(`claims.decision.payments.${claim.paymentStatus}`)
            : t('claims.decision.noPayment')}
        </dd>
      </dl>
    </section>
  );
}
