import { CLAIM_STATUSES, formatPhone, type TClaimStatus } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useOffices } from '../people/offices';
import { type ClaimFilters, claimsQuery, useClaims } from './claims-queries';

const TABS: Array<TClaimStatus | ''> = ['', ...CLAIM_STATUSES];
const isStatus = (value: string | null): value is TClaimStatus =>
  (CLAIM_STATUSES as readonly string[]).includes(value ?? '');

/**
 * Claims of damage, loss and theft, newest first: the open ones unless a status is chosen, a late
 * report marked, by office (an operator's are theirs); the filters stay in the address.
 */
export function ClaimsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: ClaimFilters = {
    status: isStatus(status) ? status : '',
    office: params.get('office') ?? '',
  };
  const claims = useClaims(filters);
  const offices = useOffices();
  const change = (next: Partial<ClaimFilters>) =>
    setParams(claimsQuery({ ...filters, ...next }), { replace: true });

  return (
    <>
      <h1>{t('claims.title')}</h1>
      <div className="card">
        <fieldset className="tabs">
          <legend className="visually-hidden">{t('claims.tabs')}</legend>
          {TABS.map((tab) => (
            <button
              key={tab || 'open'}
              type="button"
              className="tile"
              aria-pressed={filters.status === tab}
              onClick={() => change({ status: tab })}
            >
              {tab ? t(`claims.statuses.${tab}`) : t('claims.open')}
            </button>
          ))}
        </fieldset>
        <div className="row-fields">
          <div className="field short">
            <label htmlFor="claims-office">{t('claims.office')}</label>
            <select
              id="claims-office"
              value={filters.office}
              onChange={(event) => change({ office: event.target.value })}
            >
              <option value="">{t('claims.allOffices')}</option>
              {offices.data?.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name} · {o.city}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <section className="card" aria-live="polite">
        {claims.isPending && <p className="muted">{t('loading')}</p>}
        {claims.error && <p className="error-banner">{claims.error.message}</p>}
        {claims.data && claims.data.length === 0 && (
          <p className="muted">{filters.status ? t('claims.empty') : t('claims.emptyOpen')}</p>
        )}
        {claims.data && claims.data.length > 0 && (
          <>
            <p className="muted small" data-testid="claims-count">
              {t('claims.count', { count: claims.data.length })}
            </p>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">№</th>
                  <th scope="col">{t('claims.kind')}</th>
                  <th scope="col">{t('claims.client')}</th>
                  <th scope="col">{t('claims.device')}</th>
                  <th scope="col">{t('claims.reported')}</th>
                  <th scope="col">{t('claims.where')}</th>
                  <th scope="col">{t('claims.status')}</th>
                </tr>
              </thead>
              <tbody>
                {claims.data.map((claim) => (
                  <tr key={claim.id}>
                    <td data-label="№">
                      <Link to={`/claims/${claim.id}/`}>{claim.id}</Link>
                    </td>
                    <td data-label={t('claims.kind')}>
                      <span className="strong">{t(`claims.kinds.${claim.kind}`)}</span>
                      {claim.insured && <span className="muted small"> · {t('claims.insured')}</span>}
                    </td>
                    <td data-label={t('claims.client')}>
                      {claim.clientName}
                      <br />
                      <span className="muted small">{formatPhone(claim.phone)}</span>
                    </td>
                    <td data-label={t('claims.device')}>
                      {claim.model}
                      {claim.serial && <span className="muted small mono"> · {claim.serial}</span>}
                    </td>
                    <td data-label={t('claims.reported')}>
                      {formatDateTime(claim.reportedAt, i18n.language)}
                      {claim.late && <span className="badge warning">{t('claims.late')}</span>}
                    </td>
                    <td data-label={t('claims.where')}>{claim.office ?? claim.city}</td>
                    <td data-label={t('claims.status')}>
                      {t(`claims.statuses.${claim.status}`)}
                      {claim.takenBy && (
                        <span className="muted small"> · {t('claims.takenBy', { name: claim.takenBy })}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </>
  );
}
