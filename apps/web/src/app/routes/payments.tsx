import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PaymentsScreen } from '../../features/payments/components/payments-screen';
import { subscriptionsQueryOptions } from '../../features/subscriptions/api/get-subscriptions';
import { useLocale } from '../../lib/locale';

const FILTER_PARAM = 'subscription';

/** /payments/: the history of charges; the subscription filter lives in the address (?subscription=ID). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  // The filter only needs names: without them (not loaded, failed) it shows "Subscription #id".
  const names = useQuery({
    ...subscriptionsQueryOptions(locale),
    select: (subscriptions) =>
      new Map(
        subscriptions.map((s) => [s.id, t('payments.subscriptionOption', { name: s.model.name, id: s.id })]),
      ),
  }).data;

  const raw = Number(search.get(FILTER_PARAM));
  const filter = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const onFilterChange = (value: number | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(FILTER_PARAM);
    else next.set(FILTER_PARAM, String(value));
    setSearch(next, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('pages.payments.title')} lead={t('payments.lead')} />
      <PaymentsScreen subscriptionNames={names ?? EMPTY} filter={filter} onFilterChange={onFilterChange} />
    </>
  );
}

const EMPTY: ReadonlyMap<number, string> = new Map();
