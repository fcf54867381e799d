import { zodResolver } from '@hookform/resolvers/zod';
import { type TStaffMeResponse, type TStaffSignInRequest, ZStaffSignInRequest } from '@ijara/contract/staff';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSetMe } from '../../app/session';
import { applyApiError, Field } from '../../components/field';
import { FormFailure } from '../../components/form-failure';
import { staffApi } from '../../lib/staff-api';

/** E-mail, password and the authenticator's code (issue 29). */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const setMe = useSetMe();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TStaffSignInRequest>({
    resolver: zodResolver(ZStaffSignInRequest),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { staff } = await staffApi<TStaffMeResponse>('sign-in/', values);
      setMe(staff);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== '/sign-in/' ? from : '/', { replace: true });
    } catch (error) {
      form.setValue('code', '');
      setFailure(applyApiError(error, form.setError, ['email', 'password', 'code']));
    }
  });

  return (
    <section className="card narrow">
      <h1>{t('signIn.title')}</h1>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          error={errors.email}
          {...form.register('email')}
        />
        <Field
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...form.register('password')}
        />
        <Field
          label={t('signIn.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint={t('signIn.codeHint')}
          error={errors.code}
          {...form.register('code')}
        />
        <FormFailure text={failure} />
        <button type="submit" className="button block" disabled={isSubmitting}>
          {t('signIn.submit')}
        </button>
      </form>
      <p className="muted small">{t('signIn.lost')}</p>
    </section>
  );
}
