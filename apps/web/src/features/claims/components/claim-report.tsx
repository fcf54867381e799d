import { buildPath, type TClaim, type TSubscription } from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Result } from '../../../components/ui/result';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/locale';
import { useClaims } from '../api/get-claims';
import { claimReportable, openClaim } from '../claim-rules';
import { ClaimForm } from './claim-form';
import styles from './claim-report.module.css';

interface ClaimReportProps {
  subscription: TSubscription;
  /** The clock (tests set it). */
  now?: () => Date;
}

/**
 * /subscriptions/{id}/claim/: reporting the device broken, lost or stolen. A subscription whose device
 * is not at the client's, or that has a claim in progress, says so and leads back; a filed report shows
 * its number and what happens next.
 */
export function ClaimReport({ subscription, now }: ClaimReportProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const claims = useClaims(subscription.id);
  const [filed, setFiled] = useState<TClaim | null>(null);
  const back = buildPath('subscription', { subscription: String(subscription.id) }, locale);
  const toSubscription = (
    <ButtonLink variant="secondary" to={back}>
      {t('claims.page.toSubscription')}
    </ButtonLink>
  );

  if (filed) {
    return (
      <Result
        icon="check"
        tone="success"
        title={t('claims.done.title', { id: filed.id })}
        text={t('claims.done.text')}
        actions={
          <ButtonLink variant="primary" to={back}>
            {t('claims.done.toSubscription')}
          </ButtonLink>
        }
      />
    );
  }

  const header = (
    <>
      <BackLink to={back}>{t('claims.page.back')}</BackLink>
      <PageHeader
        title={t('claims.page.title')}
        lead={t('claims.page.device', { model: subscription.model.name, serial: subscription.serial ?? '—' })}
      />
    </>
  );
  return (
    <div className={styles.page}>
      {header}
      {!claimReportable(subscription) ? (
        <div className={styles.refusal}>
          <Alert tone="info">{t('claims.page.notReportable')}</Alert>
          <div>{toSubscription}</div>
        </div>
      ) : (
        <QueryState
          query={claims}
          label={t('claims.page.loading')}
          skeleton={<Skeleton height={480} radius="lg" />}
        >
          {(list) => {
            const open = openClaim(list);
            if (open) {
              return (
                <div className={styles.refusal}>
                  <Alert tone="info">{t('claims.page.openExists', { id: open.id })}</Alert>
                  <div>{toSubscription}</div>
                </div>
              );
            }
            return <ClaimForm subscription={subscription} onFiled={setFiled} {...(now ? { now } : {})} />;
          }}
        </QueryState>
      )}
    </div>
  );
}
