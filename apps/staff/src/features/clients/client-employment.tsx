import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TStaffClientProfile,
  type TStaffEmploymentRequest,
  ZStaffEmploymentRequest,
} from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyApiError } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { ReasonField } from '../../components/reason-field';
import { StaffApiError, staffApi } from '../../lib/staff-api';
import { useRefreshClients } from './clients-queries';

type Action = TStaffEmploymentRequest['action'];

const ZReasonForm = ZStaffEmploymentRequest.pick({ reason: true });
type ReasonForm = z.input<typeof ZReasonForm>;

/** The profile's line about the employer: its name and whether its discount applies yet. */
export function EmploymentFact({ client }: { client: TStaffClientProfile }) {
  const { t } = useTranslation();
  if (client.company === null) return <>{t('clients.employment.none')}</>;
  return (
    <>
      {client.company}
      <br />
      <span className={client.employment === 'pending' ? 'small strong' : 'small muted'}>
        {t(`clients.employment.${client.employment}`)}
      </span>
    </>
  );
}

/** What a manager may do with the client's employment as it stands. */
function actionsFor(client: TStaffClientProfile): Action[] {
  const actions: Action[] = [];
  if (client.employment !== 'staff') actions.push('confirm');
  if (client.employment === 'list' || client.employment === 'staff') actions.push('withdraw');
  actions.push('clear');
  return actions;
}

/**
 * Managers: confirm the client's work at their company after seeing a document, withdraw a
 * confirmation, or remove the employer — each with a reason, which the audit keeps. Sent with the
 * company the page showed: a change of company since answers 409, and the page reloads.
 */
export function ClientEmployment({ client }: { client: TStaffClientProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshClients();
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReasonForm, unknown, z.output<typeof ZReasonForm>>({
    resolver: zodResolver(ZReasonForm),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (client.companyID === null && done === null) return null;
  const companyID = client.companyID;

  const choose = (next: Action | null) => {
    setDone(null);
    setFailure(null);
    form.reset({ reason: '' });
    setAction(next);
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (action === null || companyID === null) return;
    setFailure(null);
    try {
      const body: TStaffEmploymentRequest = { clientID: client.id, companyID, action, reason };
      await staffApi('companies/employment/', body);
      setAction(null);
      setDone(t(`clients.employmentDone.${action}`));
      await refresh();
    } catch (error) {
      setFailure(applyApiError(error, form.setError, ['reason']));
      // Someone changed the client's company meanwhile: the page shows it as it is now.
      if (error instanceof StaffApiError && error.status === 409) await refresh();
    }
  });

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('clients.employmentTitle')}</h2>
      {done && (
        <p role="status" className="success-banner">
          {done}
        </p>
      )}
      {companyID !== null && action === null && (
        <>
          <p className="muted small">{t('clients.employmentHint')}</p>
          <div className="actions">
            {actionsFor(client).map((next) => (
              <button key={next} type="button" className="button secondary" onClick={() => choose(next)}>
                {t(`clients.employmentActions.${next}`)}
              </button>
            ))}
          </div>
        </>
      )}
      {companyID !== null && action !== null && (
        <form onSubmit={submit} noValidate aria-label={t(`clients.employmentActions.${action}`)}>
          <p className="hint">{t(`clients.employmentHints.${action}`, { company: client.company })}</p>
          <ReasonField rows={3} error={errors.reason} {...form.register('reason')} />
          <FormFailure text={failure} />
          <div className="actions">
            <button type="submit" className="button" disabled={isSubmitting}>
              {t(`clients.employmentActions.${action}`)}
            </button>
            <button type="button" className="button secondary" onClick={() => choose(null)}>
              {t('clients.employmentCancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
