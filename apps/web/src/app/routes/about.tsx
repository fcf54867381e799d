import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { DocumentView } from '../../features/info/components/document-view';
import { OrgContacts } from '../../features/info/components/org-contacts';
import { PickupOffices } from '../../features/info/components/pickup-offices';
import { NotFoundView } from '../errors/not-found-view';
import styles from './about.module.css';

/** /about/: the 'about' document, the company's contacts and the pickup offices. */
export function Component() {
  const { t } = useTranslation();
  const catalog = useCatalog().data;
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <DocumentView slug="about" title={t('pages.about.title')} notFound={<NotFoundView />} />
      </div>
      <aside className={styles.aside}>
        {catalog ? <OrgContacts org={catalog.org} /> : <Skeleton height={240} radius="lg" />}
      </aside>
      {catalog && (
        <div className={styles.offices}>
          <PickupOffices offices={catalog.org.pickup_offices} cities={catalog.cities} />
        </div>
      )}
    </div>
  );
}
