import {
  CLAIM_REPORT_HOURS,
  CLAIM_THEFT_SHARE_PERCENT,
  type ClaimLiability,
  formatMoney,
  type Money,
  type TClaimKind,
} from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useLocale } from '../../../lib/locale';
import { claimCost } from '../claim-cost';
import styles from './claim-cost-box.module.css';

interface ClaimCostBoxProps {
  /** Nothing chosen yet: undefined. */
  kind: TClaimKind | undefined;
  insured: boolean;
  value: Money;
  late: boolean;
}

/** One line of what the client pays, in som, as the offer words it. */
function useLiabilityText(): (liability: ClaimLiability, value: Money) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: Money) => formatMoney(amount, locale);
  return ({ basis, amount }, value) => {
    if (basis === 'covered') return t('claims.cost.covered', { amount: money(0) });
    if (basis === 'theft_share') {
      return t('claims.cost.theftShare', {
        share: CLAIM_THEFT_SHARE_PERCENT,
        amount: money(amount ?? 0),
        value: money(value),
      });
    }
    if (basis === 'repair_cost') return t('claims.cost.repairCost', { amount: money(amount ?? 0) });
    if (basis === 'assessed') return t('claims.cost.assessed', { value: money(value) });
    return t('claims.cost.fullValue', { value: money(value) });
  };
}

/**
 * Before a report is sent: what the client's cover means in som for this device (the offer, section
 * 6), from the subscription's insurance and its value, with the contract's claimLiability — the rule the
 * api decides by. A late report says that staff decide whether the cover applies, and what it costs if not.
 */
export function ClaimCostBox({ kind, insured, value, late }: ClaimCostBoxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useLiabilityText();
  const cost = kind ? claimCost({ kind, insured, value, late }) : null;
  return (
    <section className={styles.box} aria-labelledby="claim-cost-title" aria-live="polite">
      <h2 id="claim-cost-title" className={styles.title}>
        {t('claims.cost.title')}
      </h2>
      <p className={styles.terms}>
        <Icon name="shield" size={18} className={styles.icon} />
        <span>
          {t(insured ? 'claims.cost.insured' : 'claims.cost.uninsured')}
          <br />
          {t('claims.cost.value', { value: formatMoney(value, locale) })}
        </span>
      </p>
      {cost ? (
        <>
          <p className={styles.amount} data-testid="claim-cost">
            {text(cost.now, value)}
          </p>
          {insured && kind === 'lost' && <p className={styles.note}>{t('claims.cost.lossNotCovered')}</p>}
          {late && (
            <div className={styles.late} role="note">
              <p>
                {t(insured ? 'claims.cost.late' : 'claims.cost.lateUninsured', { hours: CLAIM_REPORT_HOURS })}
              </p>
              {cost.withoutCover && (
                <p>
                  <span className={styles.lateLabel}>{t('claims.cost.lateWithout')}</span>{' '}
                  <strong>{text(cost.withoutCover, value)}</strong>
                </p>
              )}
            </div>
          )}
          {cost.now.amount !== 0 && <p className={styles.note}>{t('claims.cost.charge')}</p>}
        </>
      ) : (
        <p className={styles.note}>{t('claims.cost.pick')}</p>
      )}
    </section>
  );
}
