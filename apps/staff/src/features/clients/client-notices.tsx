import type { TStaffClientResponse } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { textOr } from '../../lib/text-or';

export function ClientNotices({ notices }: Pick<TStaffClientResponse, 'notices'>) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card" aria-labelledby="client-notices">
      <h2 id="client-notices">{t('clients.sections.notices')}</h2>
      {notices.length === 0 ? (
        <p className="muted">{t('clients.emptyNotices')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('clients.noticeKind')}</th>
              <th scope="col">{t('clients.channel')}</th>
              <th scope="col">{t('clients.status')}</th>
              <th scope="col">{t('clients.sentAt')}</th>
            </tr>
          </thead>
          <tbody>
            {notices.map((notice) => (
              <tr key={`${notice.kind}:${notice.createdAt}`}>
                <td data-label={t('clients.noticeKind')}>
                  <span title={notice.kind}>
                    {textOr(t, `clients.noticeKinds.${notice.kind}`, notice.kind)}
                  </span>
                </td>
                <td data-label={t('clients.channel')}>{notice.channel ?? '—'}</td>
                <td data-label={t('clients.status')}>{t(`clients.noticeStatuses.${notice.status}`)}</td>
                <td data-label={t('clients.sentAt')}>
                  {formatDateTime(notice.sentAt ?? notice.createdAt, i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
