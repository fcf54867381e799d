import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useLocale } from '../../lib/locale';

/** /subscriptions/: the client's subscriptions (the list arrives with its issue). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t('pages.subscriptions.title')} lead={t('pages.subscriptions.lead')} />
      <EmptyState
        icon="box"
        title={t('pages.subscriptions.emptyTitle')}
        text={t('pages.subscriptions.emptyText')}
        action={
          <ButtonLink to={buildPath('catalog', {}, locale)} variant="primary" size="lg">
            {t('pages.subscriptions.emptyAction')}
          </ButtonLink>
        }
      />
    </>
  );
}
