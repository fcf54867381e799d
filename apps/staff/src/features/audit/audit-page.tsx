import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditFiltersForm } from './audit-filters';
import { type AuditFilters, useAudit } from './audit-queries';
import { AuditTable } from './audit-table';

/** Every recorded action, newest first, by person, client and kind; the filters live in the address. */
export function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    staff: params.get('staff') ?? '',
    client: params.get('client') ?? '',
    action: params.get('action') ?? '',
  };
  const audit = useAudit(filters);
  const change = (next: AuditFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value.trim() !== '')), {
      replace: true,
    });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <h1>{t('audit.title')}</h1>
      <AuditFiltersForm filters={filters} onChange={change} />
      <section className="card" aria-live="polite">
        {audit.isPending && <p className="muted">{t('loading')}</p>}
        {audit.error && <p className="error-banner">{audit.error.message}</p>}
        {audit.data && entries.length === 0 && <p className="muted">{t('audit.empty')}</p>}
        {entries.length > 0 && <AuditTable entries={entries} />}
        {audit.hasNextPage && (
          <button
            type="button"
            className="button secondary"
            disabled={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            {audit.isFetchingNextPage ? t('loading') : t('audit.more')}
          </button>
        )}
      </section>
    </>
  );
}
