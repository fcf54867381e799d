import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { useFaq } from '../../features/info/api/get-faq';
import { FaqList, FaqListSkeleton } from '../../features/info/components/faq-list';
import styles from './faq.module.css';

/** /faq/: questions from info/faq/ as an accordion, and a way to ask a person. */
export function Component() {
  const { t } = useTranslation();
  const faq = useFaq();
  const org = useCatalog().data?.org;
  return (
    <div className={styles.page}>
      <div>
        <PageHeader title={t('faq.title')} lead={t('faq.lead')} />
        <QueryState query={faq} skeleton={<FaqListSkeleton />} label={t('faq.loading')}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState icon="chat" title={t('faq.emptyTitle')} text={t('faq.emptyText')} />
            ) : (
              <FaqList items={items} />
            )
          }
        </QueryState>
      </div>
      <aside className={styles.help} aria-labelledby="faq-help">
        <h2 id="faq-help" className={styles.helpTitle}>
          {t('faq.helpTitle')}
        </h2>
        <p className={styles.helpText}>{t('faq.helpText')}</p>
        {org && (
          <a className={styles.helpLink} href={org.chatBot} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" size={18} />
            {t('faq.helpAction')}
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </a>
        )}
      </aside>
    </div>
  );
}
