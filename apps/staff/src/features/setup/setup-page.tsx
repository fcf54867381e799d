import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TStaffMeResponse,
  type TStaffSetupInfoResponse,
  ZStaffPassword,
  ZTotpCode,
} from '@ijara/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSetMe } from '../../app/session';
import { applyApiError, Field } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { formatDateTime } from '../../lib/format';
import { staffApi } from '../../lib/staff-api';

const ZSetupForm = z
  .object({ password: ZStaffPassword, repeat: z.string(), code: ZTotpCode })
  .refine((values) => values.password === values.repeat, { path: ['repeat'], message: 'mismatch' });
type SetupForm = z.infer<typeof ZSetupForm>;

/** The one-time link: the QR code of the second factor, a password, and a code that proves both. */
export function SetupPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [failure, setFailure] = useState<string | null>(null);
  const info = useQuery({
    queryKey: ['staff', 'setup', token],
    queryFn: () => staffApi<TStaffSetupInfoResponse>(`setup/?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm<SetupForm>({
    resolver: zodResolver(ZSetupForm),
    defaultValues: { password: '', repeat: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password, code }) => {
    setFailure(null);
    try {
      const { staff } = await staffApi<TStaffMeResponse>('setup/', { token, password, code });
      setMe(staff);
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(applyApiError(error, form.setError, ['password', 'code']));
    }
  });

  if (token === '') {
    return <Notice title={t('setup.title')} text={t('setup.missing')} />;
  }
  if (info.isPending) return <p className="muted">{t('loading')}</p>;
  if (info.error) return <Notice title={t('setup.title')} text={info.error.message} />;
  const data = info.data;
  const mismatch =
    errors.repeat?.message === 'mismatch' ? { type: 'refine', message: t('setup.mismatch') } : errors.repeat;

  return (
    <section className="card narrow">
      <h1>{t('setup.title')}</h1>
      <p>{t('setup.intro', { name: data.name, email: data.email })}</p>
      <p className="muted small">
        {t('setup.expires', { date: formatDateTime(data.expiresAt, i18n.language) })}
      </p>
      <h2 className="step">{t('setup.step1')}</h2>
      <img
        className="qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qrSvg)}`}
        alt={t('setup.qrAlt')}
        width={200}
        height={200}
      />
      <p className="small">
        {t('setup.secret')} <code className="secret">{data.secret}</code>
      </p>
      <form onSubmit={submit} noValidate>
        <h2 className="step">{t('setup.step2')}</h2>
        <Field
          label={t('setup.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...form.register('password')}
        />
        <Field
          label={t('setup.repeat')}
          type="password"
          autoComplete="new-password"
          error={mismatch}
          {...form.register('repeat')}
        />
        <h2 className="step">{t('setup.step3')}</h2>
        <Field
          label={t('setup.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code}
          {...form.register('code')}
        />
        <FormFailure text={failure} />
        <button type="submit" className="button block" disabled={isSubmitting}>
          {t('setup.submit')}
        </button>
      </form>
    </section>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section className="card narrow">
      <h1>{title}</h1>
      <p role="alert" className="error-banner">
        {text}
      </p>
    </section>
  );
}
