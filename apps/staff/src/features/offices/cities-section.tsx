import type { TStaffCity, TStaffCitySavedResponse } from '@ijara/contract/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorBanners } from '../../components/use-record-editor';
import { StaffApiError, staffApi } from '../../lib/staff-api';
import { CityEditForm, cityFields } from './city-form';

interface Props {
  cities: TStaffCity[];
  refresh: () => Promise<void>;
}

/**
 * The cities of the catalogue: names, the address in it, whether we serve it (sign-in and checkout
 * offer only served cities). Opened and closed here; never deleted, as clients and offices name them.
 */
export function CitiesSection({ cities, refresh }: Props) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const [editing, setEditing] = useState<null | 'new' | TStaffCity>(null);
  const [done, setDone] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const open = (next: null | 'new' | TStaffCity) => {
    setDone(null);
    setStale(null);
    setEditing(next);
  };
  const onStale = async (text: string) => {
    setEditing(null);
    setStale(text);
    await refresh();
  };
  const switchServed = async (city: TStaffCity) => {
    setSwitching(city.id);
    open(null);
    try {
      const answer = await staffApi<TStaffCitySavedResponse>('offices/city/', {
        ...cityFields(city),
        served: !city.served,
        id: city.id,
        was: cityFields(city),
      });
      setDone(t(answer.city.served ? 'cities.opened' : 'cities.closed', { name: city.nameRu }));
      await refresh();
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) await onStale(error.message);
      else setStale(error instanceof Error ? error.message : String(error));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <section aria-labelledby="cities-title">
      <div className="actions">
        <h2 id="cities-title">{t('cities.title')}</h2>
        {editing === null && (
          <button type="button" className="button secondary" onClick={() => open('new')}>
            {t('cities.add')}
          </button>
        )}
      </div>
      <p className="muted">{t('cities.intro')}</p>
      <EditorBanners done={done} stale={stale} reloaded={t('cities.reloaded')} />
      {editing !== null && (
        <CityEditForm
          key={editing === 'new' ? 'new' : editing.id}
          city={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onStale={onStale}
          onSaved={async (saved) => {
            setEditing(null);
            setDone(t('cities.saved', { name: saved.nameRu }));
            await refresh();
          }}
        />
      )}
      <div className="card">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('cities.name')}</th>
              <th scope="col">{t('cities.slug')}</th>
              <th scope="col">{t('cities.waiting')}</th>
              <th scope="col">{t('cities.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('cities.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cities.map((city) => {
              const name = en ? city.nameEn : city.nameRu;
              return (
                <tr key={city.id} className={city.served ? undefined : 'inactive'}>
                  <td data-label={t('cities.name')}>
                    {name}
                    <div className="muted small">{en ? city.nameRu : city.nameEn}</div>
                  </td>
                  <td data-label={t('cities.slug')}>
                    <code>{city.slug}</code>
                  </td>
                  <td data-label={t('cities.waiting')}>{city.waitingOrders}</td>
                  <td data-label={t('cities.status')}>
                    {city.served ? t('cities.served') : t('cities.notServed')}
                  </td>
                  <td>
                    <div className="actions nowrap">
                      <button
                        type="button"
                        className="link-button"
                        aria-label={t('cities.editNamed', { name })}
                        onClick={() => open(city)}
                      >
                        {t('cities.edit')}
                      </button>
                      <button
                        type="button"
                        className="link-button"
                        disabled={switching === city.id}
                        aria-label={
                          city.served ? t('cities.closeNamed', { name }) : t('cities.openNamed', { name })
                        }
                        onClick={() => void switchServed(city)}
                      >
                        {city.served ? t('cities.close') : t('cities.open')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
