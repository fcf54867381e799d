import type { TStaffCity, TStaffOfficeRecord } from '@ijara/contract/staff';
import { useTranslation } from 'react-i18next';

export interface OfficesTableProps {
  offices: TStaffOfficeRecord[];
  cities: TStaffCity[];
  onEdit: (office: TStaffOfficeRecord) => void;
  onSwitch: (office: TStaffOfficeRecord) => void;
  switching: number | null;
}

export function OfficesTable({ offices, cities, onEdit, onSwitch, switching }: OfficesTableProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const cityName = (id: number) => {
    const city = cities.find((row) => row.id === id);
    return city ? (en ? city.nameEn : city.nameRu) : `#${id}`;
  };
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('offices.name')}</th>
          <th scope="col">{t('offices.city')}</th>
          <th scope="col">{t('offices.address')}</th>
          <th scope="col">{t('offices.hours')}</th>
          <th scope="col">{t('offices.inUse')}</th>
          <th scope="col">{t('offices.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('offices.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {offices.map((office) => {
          const name = en ? office.nameEn : office.nameRu;
          return (
            <tr key={office.id} className={office.active ? undefined : 'inactive'}>
              <td data-label={t('offices.name')}>
                {name}
                {office.mapUrl && (
                  <>
                    {' '}
                    <a href={office.mapUrl} target="_blank" rel="noopener noreferrer" className="small">
                      {t('offices.map')}
                    </a>
                  </>
                )}
              </td>
              <td data-label={t('offices.city')}>{cityName(office.cityID)}</td>
              <td data-label={t('offices.address')}>{en ? office.addressEn : office.addressRu}</td>
              <td data-label={t('offices.hours')}>{en ? office.hoursEn : office.hoursRu}</td>
              <td data-label={t('offices.inUse')}>
                {t('offices.use', { orders: office.waitingOrders, units: office.unitsInUse })}
              </td>
              <td data-label={t('offices.status')}>{office.active ? t('offices.on') : t('offices.off')}</td>
              <td>
                <div className="actions">
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('offices.editOffice', { name })}
                    onClick={() => onEdit(office)}
                  >
                    {t('offices.edit')}
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    disabled={switching === office.id}
                    aria-label={t(office.active ? 'offices.switchOffOffice' : 'offices.switchOnOffice', {
                      name,
                    })}
                    onClick={() => onSwitch(office)}
                  >
                    {office.active ? t('offices.switchOff') : t('offices.switchOn')}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
