import type { TStaffAuditEntry } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `before` → `after` of each changed field, then the rest of what was recorded. */
function Details({ details }: { details: TStaffAuditEntry['details'] }) {
  if (!details) return <span className="muted">—</span>;
  const { before, after, ...rest } = details as { before?: unknown; after?: unknown } & Record<
    string,
    unknown
  >;
  const was = (typeof before === 'object' && before !== null ? before : {}) as Record<string, unknown>;
  const now = (typeof after === 'object' && after !== null ? after : {}) as Record<string, unknown>;
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return (
    <ul className="details">
      {changed.map((key) => (
        <li key={`change:${key}`}>
          {key}: {key in was ? show(was[key]) : '—'} → {key in now ? show(now[key]) : '—'}
        </li>
      ))}
      {Object.entries(rest).map(([key, value]) => (
        <li key={key}>
          {key}: {show(value)}
        </li>
      ))}
    </ul>
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
              <code>{entry.action}</code>
              {entry.subscriptionID !== null && (
                <span className="muted small">
                  {' '}
                  · {t('audit.subscription', { id: entry.subscriptionID })}
                </span>
              )}
            </td>
            <td data-label={t('audit.details')}>
              <Details details={entry.details} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
