import { buildPath, type RouteId } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { LinkList } from '../../features/info/components/link-list';
import { useLocale } from '../../lib/locale';

/** Each document and the page that shows it; "about" has its own page. */
const DOCUMENTS = [
  ['contract', 'offer'],
  ['rekurrent', 'recurrent'],
  ['privacy', 'privacy'],
  ['cookies', 'cookies'],
  ['delivery', 'delivery'],
  ['about', 'about'],
] as const satisfies ReadonlyArray<readonly [RouteId, string]>;

/** /documents/: the list of legal documents. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t('documents.title')} lead={t('documents.lead')} />
      <LinkList
        items={DOCUMENTS.map(([route, key]) => ({
          href: buildPath(route, {}, locale),
          title: t(`documents.items.${key}.title`),
          text: t(`documents.items.${key}.text`),
          icon: 'document',
        }))}
      />
    </>
  );
}
