import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useCities } from '../../features/auth/api/get-cities';
import { useCompanies } from '../../features/auth/api/get-companies';
import { CourierNotice } from '../../features/auth/components/courier-notice';
import { SignInFlow } from '../../features/auth/components/sign-in-flow';
import { SignInHero } from '../../features/auth/components/sign-in-hero';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { categoryIcon, findCity } from '../../features/catalog/catalog-lookup';
import { useLocale } from '../../lib/locale';
import type { SignedIn } from '../../lib/session/state';
import { useSession } from '../../lib/session/use-session';
import { useLaterModule } from '../../lib/use-later-module';
import { returnPathOf } from '../session/return-path';
import styles from './home.module.css';

/** What follows a confirmed code (the client read, the landing page): loaded while the person types. */
const loadCompleteSignIn = () => import('../session/complete-sign-in');

/** A field's label and control; the employer's has its hint below. */
function FieldSkeleton({ hint = false }: { hint?: boolean }) {
  return (
    <span className={styles.skeletonField}>
      <Skeleton height={22} width="40%" />
      <Skeleton height={52} />
      {hint && <Skeleton height={43} />}
    </span>
  );
}

/**
 * The sign-in form's size while the cities load (lead, three fields, the two ways in, the consent), so
 * nothing below moves when the form arrives (issue 10: no layout shift).
 */
function FormSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height={50} className={styles.skeletonLead} />
      <div className={styles.skeletonForm}>
        <FieldSkeleton />
        <FieldSkeleton />
        <FieldSkeleton hint />
        <Skeleton height={52} radius="lg" />
        <Skeleton height={22} width="20%" className={styles.skeletonOr} />
        <Skeleton height={52} radius="lg" />
        <span className={styles.skeletonLegal}>
          <Skeleton height="100%" />
        </span>
      </div>
    </div>
  );
}

function CustomerSignIn() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const cities = useCities();
  const companies = useCompanies();
  const currentCity = useSession((s) => s.currentCity);

  const [search] = useSearchParams();
  const finish = useLaterModule(loadCompleteSignIn, { scripts: 'completeSignIn' });
  const onSignedIn = async (signedIn: SignedIn) => {
    const { completeSignIn } = await finish.need();
    const to = await completeSignIn(signedIn, locale, returnPathOf(search, locale));
    if (to) await navigate(to, { replace: true });
  };

  return (
    <QueryState
      query={cities}
      alsoPending={companies.isPending}
      skeleton={<FormSkeleton />}
      label={t('signIn.loading')}
      heading={
        <h1 id="sign-in-title" className={styles.title}>
          {t('signIn.title')}
        </h1>
      }
    >
      {(cityList) => (
        <SignInFlow
          cities={cityList}
          companies={companies.data ?? []}
          // A city from ?city= that is not served yet is not chosen for the person: it cannot be.
          defaultCity={
            findCity(
              cityList.filter((city) => city.served),
              currentCity,
            )?.id
          }
          onSignedIn={onSignedIn}
        />
      )}
    </QueryState>
  );
}

/** "/": the sign-in screen (SPEC.md §2 login: phone, then code; city and employer). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const courier = useSession((s) => s.type) === 'courier';
  // The hero's icons stand for the categories there are (the layout loads the catalogue anyway).
  const categories = useCatalog().data?.category ?? [];
  const devices = [...new Set(categories.map(categoryIcon))].filter((icon) => icon !== 'box');

  return (
    <div className={styles.home}>
      <section className={styles.panel} aria-labelledby="sign-in-title">
        <p className={styles.eyebrow}>{courier ? t('signIn.courierEyebrow') : t('signIn.eyebrow')}</p>
        {courier ? <CourierNotice /> : <CustomerSignIn />}
        <div className={styles.alternatives}>
          <Link
            to={courier ? buildPath('home', {}, locale) : '?type=courier'}
            className={styles.textButton}
            replace
          >
            <Icon name={courier ? 'user' : 'truck'} size={18} />
            {courier ? t('signIn.forCustomers') : t('signIn.forCouriers')}
          </Link>
          <Link to={buildPath('catalog', {}, locale)} className={styles.textButton}>
            {t('signIn.browseCatalog')}
            <Icon name="arrow-right" size={18} />
          </Link>
        </div>
      </section>
      <SignInHero devices={devices} />
    </div>
  );
}
