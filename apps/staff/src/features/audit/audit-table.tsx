import type { TStaffAuditEntry } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { AuditDetails } from './audit-details';
import { actionLabel } from './audit-labels';

/** The action's label (the code when the app has none), its subscription, and the code. */
function ActionCell({ entry }: { entry: TStaffAuditEntry }) {
  const { t } = useTranslation();
  const label = actionLabel(t, entry.action);
  return (
    <>
      <span>{label}</span>
      {entry.subscriptionID !== null && (
        <span className="muted small"> · {t('audit.subscription', { id: entry.subscriptionID })}</span>
      )}
      {/* The code stays under the label: operators search the log by it. */}
      {label !== entry.action && (
        <>
          <br />
          <code className="muted small">{entry.action}</code>
        </>
      )}
    </>
  );
}

/** Audit rows: when, who, about which client, what, and what changed. */
export function AuditTable({
  entries,
  showClient = true,
}: {
  entries: TStaffAuditEntry[];
  showClient?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('audit.at')}</th>
          <th scope="col">{t('audit.who')}</th>
          {showClient && <th scope="col">{t('audit.client')}</th>}
          <th scope="col">{t('audit.action')}</th>
          <th scope="col">{t('audit.details')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={t('audit.at')}>{formatDateTime(entry.at, i18n.language)}</td>
            <td data-label={t('audit.who')}>
              {entry.staff ? entry.staff.name || `#${entry.staff.id}` : t(`audit.actors.${entry.actor}`)}
            </td>
            {showClient && (
              <td data-label={t('audit.client')}>
                {entry.client ? (
                  <>
                    <Link to={`/clients/${entry.client.id}/`}>
                      {entry.client.name || `#${entry.client.id}`}
                    </Link>
                    <br />
                    <span className="muted small">{entry.client.phone}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
            )}
            <td data-label={t('audit.action')}>
              <ActionCell entry={entry} />
            </td>
            <td data-label={t('audit.details')}>
              <AuditDetails details={entry.details} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
