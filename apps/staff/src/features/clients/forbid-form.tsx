import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TStaffClientForbidResponse,
  type TStaffClientProfile,
  ZStaffClientForbidRequest,
} from '@ijara/contract/staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyApiError } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { ReasonField } from '../../components/reason-field';
import { staffApi } from '../../lib/staff-api';
import { useRefreshClients } from './clients-queries';

const ZForbidForm = ZStaffClientForbidRequest.pick({ reason: true });
type ForbidForm = z.input<typeof ZForbidForm>;

/**
 * Managers and admins: forbid the client (their POSTs are refused) or allow them again, always with a
 * reason, which the audit keeps. Sent with the page's version: someone else's change since answers 409.
 */
export function ForbidForm({ client }: { client: TStaffClientProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshClients();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForbidForm, unknown, z.output<typeof ZForbidForm>>({
    resolver: zodResolver(ZForbidForm),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const forbidding = !client.forbidden;
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await staffApi<TStaffClientForbidResponse>('clients/forbid/', {
        id: client.id,
        forbidden: forbidding,
        reason,
        version: client.version,
      });
      await refresh();
    } catch (error) {
      setFailure(applyApiError(error, form.setError, ['reason']));
    }
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{forbidding ? t('clients.forbidTitle') : t('clients.allowTitle')}</h2>
      <p className="hint">{forbidding ? t('clients.forbidHint') : t('clients.allowHint')}</p>
      <ReasonField rows={3} error={errors.reason} {...form.register('reason')} />
      <FormFailure text={failure} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {forbidding ? t('clients.forbid') : t('clients.allow')}
      </button>
    </form>
  );
}
