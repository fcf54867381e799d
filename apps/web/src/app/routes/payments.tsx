import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useLocale } from '../../lib/locale';

/** /payments/: the history of charges. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t('pages.payments.title')} lead={t('pages.payments.lead')} />
      <EmptyState
        icon="calendar"
        title={t('pages.payments.emptyTitle')}
        text={t('pages.payments.emptyText')}
        action={
          <ButtonLink to={buildPath('subscriptions', {}, locale)}>
            {t('pages.payments.emptyAction')}
          </ButtonLink>
        }
      />
    </>
  );
}
