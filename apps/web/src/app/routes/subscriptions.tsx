import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { SubscriptionsList } from '../../features/subscriptions/components/subscriptions-list';
import { useSubscriptionMedia } from './subscription-media';

/** /subscriptions/: the client's subscriptions, each opening its own page. */
export function Component() {
  const { t } = useTranslation();
  const media = useSubscriptionMedia();
  return (
    <>
      <PageHeader title={t('pages.subscriptions.title')} lead={t('pages.subscriptions.lead')} />
      <SubscriptionsList media={media} />
    </>
  );
}
