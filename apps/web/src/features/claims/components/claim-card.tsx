import { buildPath, CLAIM_REPORT_HOURS, formatDate, formatMoney, type TClaim } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cx } from '../../../lib/cx';
import { useLocale } from '../../../lib/locale';
import { claimSteps } from '../claim-steps';
import styles from './claim-card.module.css';
import { ClaimPay } from './claim-pay';

interface ClaimCardProps {
  claim: TClaim;
  /** A payment went through or is on its way: what to tell the person. */
  onPaid: (message: string) => void;
}

/**
 * One claim on the subscription's page: what and when, its way as a step line, the decision (the
 * amount and the reason) once made, the photos by their signed links, and — decided and owed — the
 * payment by card or points; once paid, the receipt.
 */
export function ClaimCard({ claim, onPaid }: ClaimCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const decided = claim.outcome !== null && claim.amount !== null;
  const titleId = `claim-${claim.id}-title`;
  return (
    <article className={styles.claim} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {t('claims.card.title', { id: claim.id, kind: t(`claims.kindNames.${claim.kind}`) })}
        </h3>
        <p className={styles.meta}>
          <span>
            {claim.source === 'return'
              ? t('claims.card.fromReturn', { date: formatDate(claim.reportedAt, locale) })
              : t('claims.card.reported', { date: formatDate(claim.reportedAt, locale) })}
          </span>
          {claim.source === 'client' && (
            <span>{t('claims.card.happened', { date: formatDate(claim.happenedAt, locale) })}</span>
          )}
          {claim.late && (
            <span className={styles.late}>{t('claims.card.late', { hours: CLAIM_REPORT_HOURS })}</span>
          )}
        </p>
      </header>

      <ol className={styles.steps} aria-label={t('claims.card.progress')}>
        {claimSteps(claim).map((step) => (
          <li
            key={step.name}
            className={cx(styles.step, styles[step.state])}
            aria-current={step.state === 'now' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {step.state === 'done' && <Icon name="check" size={14} />}
            </span>
            <span className={styles.stepLabel}>{t(`claims.card.steps.${step.name}`)}</span>
          </li>
        ))}
      </ol>

      {decided ? (
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('claims.card.outcome')}</dt>
            <dd>{t(`claims.card.outcomes.${claim.outcome ?? 'rejected'}`)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('claims.card.amount')}</dt>
            <dd className={styles.amount}>
              {claim.amount === 0 ? t('claims.card.nothing') : money(claim.amount ?? 0)}
            </dd>
          </div>
          {claim.reason && (
            <div className={styles.fact}>
              <dt>{t('claims.card.reason')}</dt>
              <dd>{claim.reason}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className={styles.note}>{t('claims.card.waiting')}</p>
      )}

      {claim.description && (
        <div className={styles.description}>
          <p className={styles.label}>{t('claims.card.description')}</p>
          <p className={styles.text}>{claim.description}</p>
        </div>
      )}

      {(claim.photos.length > 0 || claim.policeReport) && (
        <ul className={styles.files} aria-label={t('claims.card.photos')}>
          {claim.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener" className={styles.thumbLink}>
                <img
                  src={photo.thumb ?? photo.url}
                  alt={t('claims.card.photoAlt', { n: index + 1, id: claim.id })}
                  width={96}
                  height={96}
                  loading="lazy"
                  className={styles.thumb}
                />
              </a>
            </li>
          ))}
          {claim.policeReport && (
            <li>
              <a href={claim.policeReport.url} target="_blank" rel="noopener" className={styles.report}>
                <Icon name="document" size={20} />
                <span>{t('claims.card.policeReport')}</span>
              </a>
            </li>
          )}
        </ul>
      )}

      {claim.status === 'decided' && claim.due > 0 && claim.paymentStatus === 'processing' && (
        <p className={styles.note}>{t('claims.card.processing', { amount: money(claim.due) })}</p>
      )}
      {claim.status === 'decided' && claim.due > 0 && claim.paymentStatus !== 'processing' && (
        <div className={styles.owed}>
          <p className={styles.owedText}>{t('claims.card.chargeFailed')}</p>
          <ClaimPay claim={claim} onPaid={onPaid} />
        </div>
      )}
      {claim.status === 'paid' && claim.paymentID !== null && (
        <div className={styles.paid}>
          <p className={styles.note}>{t('claims.card.paid', { amount: money(claim.amount ?? 0) })}</p>
          <ButtonLink
            variant="secondary"
            size="sm"
            icon="document"
            to={buildPath('paymentReceipt', { payment: String(claim.paymentID) }, locale)}
          >
            {t('claims.card.receipt')}
          </ButtonLink>
        </div>
      )}
    </article>
  );
}
