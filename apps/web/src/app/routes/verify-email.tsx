import { buildPath, EMAIL_VERIFICATION_TTL_HOURS } from '@ijara/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Result } from '../../components/ui/result';
import { Spinner } from '../../components/ui/spinner';
import { useVerifyEmail } from '../../features/profile/api/verify-email';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';

/**
 * /verify-email/?token=…: where the link of the confirmation e-mail lands (public: it is often opened on
 * another device). The token is sent once and taken out of the address, so a reload cannot spend it
 * again and report a failure for an address that was just confirmed.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const [token] = useState(() => search.get('token'));
  const check = useVerifyEmail(token);
  const signedIn = useSession((s) => Boolean(s.client));

  useEffect(() => {
    if (!search.has('token')) return;
    const next = new URLSearchParams(search);
    next.delete('token');
    setSearch(next, { replace: true });
  }, [search, setSearch]);

  const next = signedIn ? (
    <ButtonLink to={buildPath('profile', {}, locale)} variant="primary" size="lg">
      {t('verifyEmail.toProfile')}
    </ButtonLink>
  ) : (
    <ButtonLink to={buildPath('home', {}, locale)} size="lg">
      {t('spec.backHome')}
    </ButtonLink>
  );

  if (token === null) {
    return (
      <Result
        icon="mail"
        title={t('pages.verifyEmail.title')}
        text={t('pages.verifyEmail.text')}
        actions={next}
      />
    );
  }
  if (check.isPending) {
    return (
      <Result icon="mail" title={t('pages.verifyEmail.title')}>
        <p role="status">
          <Spinner /> {t('verifyEmail.checking')}
        </p>
      </Result>
    );
  }
  if (check.isSuccess) {
    return (
      <Result
        icon="check"
        tone="success"
        title={t('spec.emailVerified')}
        text={t('verifyEmail.verifiedText')}
        actions={next}
      />
    );
  }
  return (
    <Result
      icon="alert"
      title={t('spec.emailNotVerified')}
      text={t('verifyEmail.failedText', {
        term: t('profile.hours', { count: EMAIL_VERIFICATION_TTL_HOURS }),
      })}
      actions={next}
    />
  );
}
