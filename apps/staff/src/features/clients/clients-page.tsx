import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SearchBox } from '../../components/search-box';
import { useClients } from './clients-queries';

/** Client search by phone or name; the query stays in the address, so "back" returns to the results. */
export function ClientsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const clients = useClients(q);

  return (
    <>
      <h1>{t('clients.title')}</h1>
      <div className="card">
        <SearchBox
          id="clients-q"
          label={t('clients.search')}
          placeholder={t('clients.searchHint')}
          value={q}
          onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })}
          submitLabel={t('clients.find')}
        />
      </div>
      <section className="card" aria-live="polite">
        {q === '' && <p className="muted">{t('clients.start')}</p>}
        {q !== '' && clients.isPending && <p className="muted">{t('loading')}</p>}
        {clients.error && <p className="error-banner">{clients.error.message}</p>}
        {clients.data && clients.data.length === 0 && <p className="muted">{t('clients.none')}</p>}
        {clients.data && clients.data.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('clients.name')}</th>
                <th scope="col">{t('clients.phone')}</th>
                <th scope="col">{t('clients.city')}</th>
                <th scope="col">{t('clients.state')}</th>
              </tr>
            </thead>
            <tbody>
              {clients.data.map((client) => (
                <tr key={client.id}>
                  <td data-label={t('clients.name')}>
                    <Link to={`/clients/${client.id}/`}>
                      {client.name || t('clients.noName', { id: client.id })}
                    </Link>
                  </td>
                  <td data-label={t('clients.phone')}>{client.phone}</td>
                  <td data-label={t('clients.city')}>{client.city ?? '—'}</td>
                  <td data-label={t('clients.state')}>
                    {client.forbidden ? <strong>{t('clients.forbidden')}</strong> : t('clients.allowed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
