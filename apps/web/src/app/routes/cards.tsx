import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useLocale } from '../../lib/locale';

/** /cards/: bound payment cards. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t('pages.cards.title')} lead={t('pages.cards.lead')} />
      <EmptyState
        icon="card"
        title={t('pages.cards.emptyTitle')}
        text={t('pages.cards.emptyText')}
        action={<ButtonLink to={buildPath('catalog', {}, locale)}>{t('pages.cards.emptyAction')}</ButtonLink>}
      />
    </>
  );
}
