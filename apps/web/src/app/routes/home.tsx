import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Icon } from '../../components/ui/icon';
import { Skeleton } from '../../components/ui/skeleton';
import { useCities } from '../../features/auth/api/get-cities';
import { useCompanies } from '../../features/auth/api/get-companies';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { SignInHero } from '../../features/auth/components/sign-in-hero';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';
import { useMinimumLoading } from '../../lib/use-minimum-loading';
import styles from './home.module.css';

function FormSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={52} />
      ))}
      <Skeleton height={52} radius="lg" />
    </div>
  );
}

/** "/": the sign-in screen (SPEC.md §2 login: phone, city and employer). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const cities = useCities();
  const companies = useCompanies();
  const courier = useSession((s) => s.type) === 'courier';
  const currentCity = useSession((s) => s.currentCity);
  const loading = useMinimumLoading(cities.isPending || companies.isPending);
  const defaultCity = cities.data?.find((c) => c.slug === currentCity || String(c.id) === currentCity)?.id;

  return (
    <div className={styles.home}>
      <section className={styles.panel} aria-labelledby="sign-in-title" aria-busy={loading}>
        <p className={styles.eyebrow}>{courier ? t('signIn.courierEyebrow') : t('signIn.eyebrow')}</p>
        <h1 id="sign-in-title" className={styles.title}>
          {courier ? t('signIn.courierTitle') : t('signIn.title')}
        </h1>
        <p className={styles.lead}>{t('signIn.lead')}</p>
        {loading ? (
          <FormSkeleton />
        ) : cities.isError ? (
          <ErrorState
            message={cities.error.message}
            onRetry={() => cities.refetch()}
            retrying={cities.isFetching}
          />
        ) : (
          <SignInForm cities={cities.data ?? []} companies={companies.data ?? []} defaultCity={defaultCity} />
        )}
        <div className={styles.alternatives}>
          <Link to={courier ? '?type=client' : '?type=courier'} className={styles.textButton} replace>
            <Icon name="truck" size={18} />
            {courier ? t('signIn.forCustomers') : t('signIn.forCouriers')}
          </Link>
          <Link to={buildPath('catalog', {}, locale)} className={styles.textButton}>
            {t('signIn.browseCatalog')}
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
      </section>
      <SignInHero />
    </div>
  );
}
