import { useTranslation } from 'react-i18next';
import { DocumentPage } from '../../features/info/components/document-page';
import { NotFoundView } from '../errors/not-found-view';

/** /contract/: the 'oferta' document. */
export function Component() {
  const { t } = useTranslation();
  return <DocumentPage slug="oferta" title={t('pages.contract.title')} notFound={<NotFoundView />} />;
}
