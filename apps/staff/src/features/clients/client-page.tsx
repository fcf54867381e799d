import type { TStaffClientPayment, TStaffClientProfile } from '@ijara/contract/staff';
import { staffMay } from '@ijara/contract/staff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMe } from '../../app/session';
import { AuditTable } from '../audit/audit-table';
import { ClientCards } from './client-cards';
import { ClientEmployment } from './client-employment';
import { ClientNotices } from './client-notices';
import { ClientPayments } from './client-payments';
import { ClientProfile } from './client-profile';
import { ClientSubscriptions } from './client-subscriptions';
import { useClient } from './clients-queries';
import { ForbidForm } from './forbid-form';

export interface ClientPageProps {
  /**
   * What the payments table offers for each payment (the refund button), in its last column; the
   * column is left out when nothing is given.
   */
  renderPaymentActions?: (payment: TStaffClientPayment, client: TStaffClientProfile) => ReactNode;
}

/**
 * One client: profile, what they rent and paid, cards, notices, the audit trail; for managers, forbid/allow
 * and their work at the company they chose (confirm, withdraw, remove).
 */
export function ClientPage({ renderPaymentActions }: ClientPageProps) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const page = useClient(id);
  const me = useMe().data;
  if (page.isPending) return <p className="muted">{t('loading')}</p>;
  if (page.error) {
    return (
      <section className="card narrow">
        <p role="alert" className="error-banner">
          {page.error.message}
        </p>
        <Link to="/clients/">{t('clients.back')}</Link>
      </section>
    );
  }
  const { client } = page.data;
  return (
    <>
      <p>
        <Link to="/clients/">← {t('clients.back')}</Link>
      </p>
      <h1>{client.name || t('clients.noName', { id: client.id })}</h1>
      <div className="two">
        <ClientProfile client={client} />
        {me && (staffMay(me.role, 'clients.forbid') || staffMay(me.role, 'companies.manage')) && (
          <div>
            {staffMay(me.role, 'clients.forbid') && <ForbidForm key={client.version} client={client} />}
            {staffMay(me.role, 'companies.manage') && <ClientEmployment client={client} />}
          </div>
        )}
      </div>
      <ClientSubscriptions subscriptions={page.data.subscriptions} />
      <ClientPayments
        payments={page.data.payments}
        {...(renderPaymentActions
          ? { renderActions: (payment) => renderPaymentActions(payment, client) }
          : {})}
      />
      <ClientCards cards={page.data.cards} />
      <ClientNotices notices={page.data.notices} />
      <section className="card" aria-labelledby="client-audit">
        <h2 id="client-audit">{t('clients.sections.audit')}</h2>
        {page.data.audit.length === 0 ? (
          <p className="muted">{t('clients.emptyAudit')}</p>
        ) : (
          <AuditTable entries={page.data.audit} showClient={false} />
        )}
        {me && staffMay(me.role, 'audit.read') && (
          <Link to={`/audit/?client=${client.id}`}>{t('clients.wholeAudit')}</Link>
        )}
      </section>
    </>
  );
}
