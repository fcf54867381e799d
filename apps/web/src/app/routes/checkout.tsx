import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useLocale } from '../../lib/locale';

/** /checkout/: the new subscription (built with its issue); until a device is chosen, the way to one. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t('pages.checkout.title')} lead={t('pages.checkout.lead')} />
      <EmptyState
        icon="box"
        title={t('pages.checkout.emptyTitle')}
        text={t('pages.checkout.emptyText')}
        action={
          <ButtonLink to={buildPath('catalog', {}, locale)} variant="primary" size="lg">
            {t('pages.checkout.emptyAction')}
          </ButtonLink>
        }
      />
    </>
  );
}
