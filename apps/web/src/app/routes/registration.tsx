import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { RegistrationForm } from '../../features/auth/components/registration-form';
import { useLocale } from '../../lib/locale';
import { finishClientStart } from '../session/complete-sign-in';
import { returnPathOf } from '../session/return-path';
import styles from './registration.module.css';

/** /registration/: a new client completes the profile, then lands like any sign-in (SPEC.md §2). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  const onRegistered = async () => {
    const to = await finishClientStart(locale, returnPathOf(search, locale));
    if (to) await navigate(to, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('pages.registration.title')} lead={t('pages.registration.lead')} />
      <RegistrationForm onRegistered={onRegistered} />
      <p className={styles.note}>
        <Icon name="shield" size={18} />
        {t('pages.registration.note')}
      </p>
    </>
  );
}
