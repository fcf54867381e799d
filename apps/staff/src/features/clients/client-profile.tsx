import { formatDate, type Locale } from '@ijara/contract';
import type { TStaffClientProfile } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { EmploymentFact } from './client-employment';

export function ClientProfile({ client }: { client: TStaffClientProfile }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const fullName = [client.lastName, client.firstName, client.patronymic].filter(Boolean).join(' ');
  return (
    <section className="card" aria-labelledby="client-profile">
      <h2 id="client-profile">{t('clients.sections.profile')}</h2>
      {client.forbidden && (
        <p className="error-banner" data-testid="client-forbidden">
          {client.forbiddenReason
            ? t('clients.forbiddenBecause', { reason: client.forbiddenReason })
            : t('clients.forbiddenNoReason')}
        </p>
      )}
      {client.deletionRequested && <p className="error-banner">{t('clients.deletionRequested')}</p>}
      <dl className="facts">
        <dt>{t('clients.fullName')}</dt>
        <dd className="strong">{fullName || '—'}</dd>
        <dt>{t('clients.phone')}</dt>
        <dd>{client.phone}</dd>
        <dt>{t('clients.birthdate')}</dt>
        <dd>{client.birthdate ? formatDate(client.birthdate, locale) : '—'}</dd>
        <dt>{t('clients.city')}</dt>
        <dd>{client.city ?? '—'}</dd>
        <dt>{t('clients.email')}</dt>
        <dd>{client.email ?? '—'}</dd>
        <dt>{t('clients.company')}</dt>
        <dd>
          <EmploymentFact client={client} />
        </dd>
        <dt>{t('clients.since')}</dt>
        <dd>{formatDateTime(client.createdAt, locale)}</dd>
        <dt>{t('clients.number')}</dt>
        <dd>{client.id}</dd>
      </dl>
    </section>
  );
}
