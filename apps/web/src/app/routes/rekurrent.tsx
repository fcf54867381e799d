import { useTranslation } from 'react-i18next';
import { DocumentPage } from '../../features/info/components/document-page';
import { NotFoundView } from '../errors/not-found-view';

/** /rekurrent/: the 'rekurrent' document. */
export function Component() {
  const { t } = useTranslation();
  return <DocumentPage slug="rekurrent" title={t('pages.rekurrent.title')} notFound={<NotFoundView />} />;
}
