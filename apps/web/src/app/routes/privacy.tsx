import { useTranslation } from 'react-i18next';
import { DocumentPage } from '../../features/info/components/document-page';
import { NotFoundView } from '../errors/not-found-view';

/** /privacy/: the 'privacy' document. */
export function Component() {
  const { t } = useTranslation();
  return <DocumentPage slug="privacy" title={t('pages.privacy.title')} notFound={<NotFoundView />} />;
}
