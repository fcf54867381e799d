import type { TCity, TPickupOffice } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import styles from './pickup-offices.module.css';

/** Where devices are handed over and returned. */
export function PickupOffices({ offices, cities }: { offices: TPickupOffice[]; cities: TCity[] }) {
  const { t } = useTranslation();
  if (offices.length === 0) return null;
  const withCity = (office: TPickupOffice) => {
    const city = cities.find((c) => c.id === office.cityID)?.name;
    return city && !office.address.includes(city) ? `${city}, ${office.address}` : office.address;
  };
  return (
    <section aria-labelledby="offices-title">
      <h2 id="offices-title" className={styles.title}>
        {t('about.offices')}
      </h2>
      <ul className={styles.list}>
        {offices.map((office) => (
          <li key={office.id} className={styles.office}>
            <p className={styles.name}>{office.name}</p>
            <p className={styles.line}>
              <Icon name="pin" size={16} />
              {withCity(office)}
            </p>
            <p className={styles.line}>
              <Icon name="clock" size={16} />
              {office.hours}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
