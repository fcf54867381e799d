import { formatPhone, type Locale } from '@ijara/contract';
import type { TStaffClaimCondition, TStaffClaimDetail } from '@ijara/contract/staff';
import { staffMay } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../app/session';
import { PhotoThumbs } from '../../components/photo-thumbs';
import { formatDateTime } from '../../lib/format';

/** What the client reported: when, what, the description, their photos and the police report. */
export function ClaimReportCard({ claim }: { claim: TStaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const me = useMe().data;
  return (
    <section className="card" aria-labelledby="claim-report-title">
      <h2 id="claim-report-title">{t('claims.report.title')}</h2>
      <dl className="facts">
        <dt>{t('claims.client')}</dt>
        <dd>
          {me && staffMay(me.role, 'clients.read') ? (
            <Link to={`/clients/${claim.clientID}/`}>{claim.clientName}</Link>
          ) : (
            claim.clientName
          )}
          <br />
          <span className="muted small">{formatPhone(claim.phone)}</span>
        </dd>
        <dt>{t('claims.kind')}</dt>
        <dd className="strong">{t(`claims.kinds.${claim.kind}`)}</dd>
        <dt>{t('claims.report.happened')}</dt>
        <dd>{formatDateTime(claim.happenedAt, locale)}</dd>
        <dt>{t('claims.report.reportedAt')}</dt>
        <dd>
          {formatDateTime(claim.reportedAt, locale)}
          {claim.late && <span className="badge warning">{t('claims.late')}</span>}
        </dd>
        <dt>{t('claims.report.source')}</dt>
        <dd>{t(`claims.sources.${claim.source}`)}</dd>
      </dl>
      {claim.description && (
        <>
          <h3 className="subhead">{t('claims.report.description')}</h3>
          <p className="quote">{claim.description}</p>
        </>
      )}
      <h3 className="subhead">{t('claims.report.photos')}</h3>
      {claim.photos.length > 0 ? (
        <PhotoThumbs files={claim.photos} alt={(n) => t('claims.report.photoAlt', { n })} />
      ) : (
        <p className="muted small">{t('claims.report.noPhotos')}</p>
      )}
      {(claim.kind === 'stolen' || claim.policeReport) && (
        <>
          <h3 className="subhead">{t('claims.report.policeReport')}</h3>
          {claim.policeReport ? (
            <p>
              <a href={claim.policeReport.url} target="_blank" rel="noopener" className="button secondary">
                {t('claims.report.openReport')}
              </a>
            </p>
          ) : (
            <p className="muted small">{t('claims.report.noReport')}</p>
          )}
        </>
      )}
    </section>
  );
}

function ConditionRecord({ record }: { record: TStaffClaimCondition }) {
  const { t, i18n } = useTranslation();
  const kind = t(`claims.conditions.kinds.${record.kind}`);
  return (
    <article className="condition" aria-label={kind}>
      <h3 className="subhead">
        {kind}
        {record.outcome && (
          <span className="muted"> · {t(`claims.conditions.outcomes.${record.outcome}`)}</span>
        )}
      </h3>
      <p className="muted small">
        {t('claims.conditions.by', {
          when: formatDateTime(record.at, i18n.language),
          who: record.staffName ?? '—',
        })}
        {record.imei && <span className="mono"> · IMEI {record.imei}</span>}
      </p>
      <p className="small">
        {t('claims.conditions.inTheBox')}: {record.accessories.join(', ') || '—'}
        {record.note && <span className="muted"> · {record.note}</span>}
      </p>
      {record.photos.length > 0 && (
        <PhotoThumbs files={record.photos} alt={(n) => t('claims.conditions.photoAlt', { kind, n })} />
      )}
    </article>
  );
}

/** The condition records of the hand-over and the return, with their photos: what the device was like. */
export function ConditionsCard({ conditions }: { conditions: TStaffClaimDetail['conditions'] }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="claim-conditions-title">
      <h2 id="claim-conditions-title">{t('claims.conditions.title')}</h2>
      {conditions.length === 0 ? (
        <p className="muted">{t('claims.conditions.none')}</p>
      ) : (
        conditions.map((record) => <ConditionRecord key={`${record.kind}:${record.at}`} record={record} />)
      )}
    </section>
  );
}
