import { staffMay, type TStaffClaimResponse } from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMe } from '../../app/session';
import { StaffApiError, staffApi } from '../../lib/staff-api';
import { AuditTable } from '../audit/audit-table';
import { ClaimDecideForm } from './claim-decide-form';
import { ClaimReportCard, ConditionsCard } from './claim-evidence';
import { ClaimDecisionCard, ClaimSubscriptionCard } from './claim-facts';
import { useClaim, useRefreshClaims } from './claims-queries';

type Notice = { kind: 'done' | 'stale'; text: string };

/**
 * One claim: what the client reported beside the condition records of the hand-over and the return,
 * the subscription (insurance, value), the unit's history; taking it, and the decision.
 */
export function ClaimPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const found = useClaim(id);
  const me = useMe().data;
  const refresh = useRefreshClaims();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [taking, setTaking] = useState(false);
  if (found.isPending) return <p className="muted">{t('loading')}</p>;
  if (found.error) {
    return (
      <section className="card narrow">
        <p role="alert" className="error-banner">
          {found.error.message}
        </p>
        <Link to="/claims/">{t('claims.back')}</Link>
      </section>
    );
  }
  const claim = found.data;
  const open = claim.status === 'received' || claim.status === 'assessing';
  const decides = me !== undefined && staffMay(me.role, 'claims.decide');
  // The claim is read again first: its forms start over from the new version (their key), so what
  // is typed after the notice shows is not lost to that reload.
  const done = async (text: string) => {
    await refresh();
    setNotice({ kind: 'done', text });
  };
  const stale = async (text: string) => {
    await refresh();
    setNotice({ kind: 'stale', text });
  };
  const take = async () => {
    setTaking(true);
    try {
      await staffApi<TStaffClaimResponse>('claims/take/', { id: claim.id, version: claim.version });
      await done(t('claims.taken'));
    } catch (error) {
      await stale(error instanceof StaffApiError ? error.message : String(error));
    } finally {
      setTaking(false);
    }
  };

  return (
    <>
      <p>
        <Link to="/claims/">← {t('claims.back')}</Link>
      </p>
      <div className="section-head">
        <h1>
          {t('claims.one', { id: claim.id })} · {t(`claims.kinds.${claim.kind}`)}
        </h1>
        <p className="actions">
          <span className="badge">{t(`claims.statuses.${claim.status}`)}</span>
          {claim.takenBy && (
            <span className="muted small">{t('claims.takenBy', { name: claim.takenBy })}</span>
          )}
          {claim.status === 'received' && (
            <button type="button" className="button" onClick={take} disabled={taking}>
              {taking ? t('claims.taking') : t('claims.take')}
            </button>
          )}
        </p>
      </div>
      {notice?.kind === 'done' && (
        <p role="status" className="success-banner">
          {notice.text}
        </p>
      )}
      {notice?.kind === 'stale' && (
        <p role="alert" className="error-banner">
          {notice.text}
          <br />
          {t('claims.reload')}
        </p>
      )}
      {claim.late && open && (
        <p role="note" className="warning-banner">
          {t('claims.lateLong')}
        </p>
      )}
      <div className="two">
        <ClaimReportCard claim={claim} />
        <ConditionsCard conditions={claim.conditions} />
      </div>
      <div className="two">
        <ClaimSubscriptionCard claim={claim} />
        {open ? (
          decides ? (
            <ClaimDecideForm
              key={`${claim.id}:${claim.version}`}
              claim={claim}
              onDone={done}
              onStale={stale}
            />
          ) : (
            <section className="card" aria-labelledby="claim-decide-title">
              <h2 id="claim-decide-title">{t('claims.decide.title')}</h2>
              <p className="muted">{t('claims.decide.onlyManager')}</p>
            </section>
          )
        ) : (
          <ClaimDecisionCard claim={claim} />
        )}
      </div>
      <section className="card" aria-labelledby="claim-history-title">
        <h2 id="claim-history-title">{t('claims.history')}</h2>
        {claim.unitHistory.length === 0 ? (
          <p className="muted">{t('claims.noHistory')}</p>
        ) : (
          <AuditTable entries={claim.unitHistory} />
        )}
      </section>
    </>
  );
}
