import { useTranslation } from 'react-i18next';
import { DocumentPage } from '../../features/info/components/document-page';
import { NotFoundView } from '../errors/not-found-view';

/** /delivery/: the 'delivery' document. */
export function Component() {
  const { t } = useTranslation();
  return <DocumentPage slug="delivery" title={t('pages.delivery.title')} notFound={<NotFoundView />} />;
}
