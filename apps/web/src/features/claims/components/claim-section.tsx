import {
  buildPath,
  CLAIM_REPORT_HOURS,
  CLAIM_THEFT_SHARE_PERCENT,
  formatMoney,
  type TClaim,
  type TSubscription,
} from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { useLocale } from '../../../lib/locale';
import { claimReportable, openClaim } from '../claim-rules';
import { ClaimCard } from './claim-card';
import styles from './claim-section.module.css';

interface ClaimSectionProps {
  subscription: TSubscription;
  claims: readonly TClaim[];
  /** A claim was paid: what to tell the person (the page's notice). */
  onPaid: (message: string) => void;
}

/**
 * The subscription page's part about damage, loss and theft (docs/decisions/059): its claims, newest
 * first, and while the device is at the client's and no claim is in progress, what the cover means and
 * the way to report.
 */
export function ClaimSection({ subscription, claims, onPaid }: ClaimSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const canReport = claimReportable(subscription) && openClaim(claims) === undefined;
  return (
    <div className={styles.section}>
      {claims.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} onPaid={onPaid} />
      ))}
      {canReport && (
        <div className={styles.report}>
          <p className={styles.lead}>
            {subscription.insurance
              ? t('claims.lead.insured', { share: CLAIM_THEFT_SHARE_PERCENT, hours: CLAIM_REPORT_HOURS })
              : t('claims.lead.uninsured', { value: formatMoney(subscription.deviceValue, locale) })}
          </p>
          <div className={styles.action}>
            <ButtonLink
              variant="secondary"
              block
              icon="shield"
              to={buildPath('subscriptionClaim', { subscription: String(subscription.id) }, locale)}
            >
              {t('claims.report')}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}

/** Whether the page has anything to show about claims: some claim, or the way to report one. */
export function claimSectionShown(
  subscription: TSubscription,
  claims: readonly TClaim[] | undefined,
): boolean {
  return claimReportable(subscription) || (claims?.length ?? 0) > 0;
}
