import { useTranslation } from 'react-i18next';
import { DocumentPage } from '../../features/info/components/document-page';
import { NotFoundView } from '../errors/not-found-view';

/** /cookies/: the 'cookies' document. */
export function Component() {
  const { t } = useTranslation();
  return <DocumentPage slug="cookies" title={t('pages.cookies.title')} notFound={<NotFoundView />} />;
}
