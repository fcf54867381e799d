import { buildPath, type TDocSlug } from '@ijara/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/ui/back-link';
import { useLocale } from '../../../lib/locale';
import styles from './document-page.module.css';
import { DocumentView } from './document-view';

/** A legal document page: the way back to the list, then the document. */
export function DocumentPage({
  slug,
  title,
  notFound,
}: {
  slug: TDocSlug;
  title: string;
  notFound: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <BackLink to={buildPath('documents', {}, locale)} className={styles.back}>
        {t('documents.all')}
      </BackLink>
      <DocumentView slug={slug} title={title} notFound={notFound} />
    </>
  );
}
