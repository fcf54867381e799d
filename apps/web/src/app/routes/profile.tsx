import type { TCity, TCompany } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useCompanies } from '../../features/auth/api/get-companies';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { useSession } from '../../lib/session/use-session';
import styles from './profile.module.css';

const NO_CITIES: TCity[] = [];
const NO_COMPANIES: TCompany[] = [];

/** /profile/: the client's details as the api holds them now, to edit (SPEC.md §3, §5). */
export function Component() {
  const { t } = useTranslation();
  // Personal data is read again on every visit; the answer also refreshes the session's client.
  const query = useUserInfo();
  const catalog = useCatalog();
  // The city list is read once the form mounts (an uncontrolled select), so the form waits for it.
  const stored = useSession((s) => s.catalog?.cities);
  const cities = catalog.data?.cities ?? stored ?? NO_CITIES;
  // The employer select is uncontrolled too: the form waits for the list (an error: no select).
  const companies = useCompanies();
  return (
    <>
      <PageHeader title={t('pages.profile.title')} lead={t('pages.profile.lead')} />
      <QueryState
        query={query}
        label={t('profile.loading')}
        alsoPending={(catalog.isPending && !stored) || companies.isPending}
        skeleton={
          <div className={styles.skeleton}>
            <Skeleton height={104} radius="lg" />
            <Skeleton height={520} radius="lg" />
          </div>
        }
      >
        {(client) => (
          <ProfileScreen
            client={client}
            cities={cities.filter((city) => city.served || city.id === client.city)}
            companies={companies.data ?? NO_COMPANIES}
          />
        )}
      </QueryState>
    </>
  );
}
