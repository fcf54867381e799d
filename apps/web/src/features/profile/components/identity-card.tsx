import { formatPhone, type TClient } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import styles from './identity-card.module.css';

/** Who the account is: the name and the phone, which signs in and so cannot be changed here. */
export function IdentityCard({ client }: { client: TClient }) {
  const { t } = useTranslation();
  const name = [client.lastName, client.firstName, client.patronymic].filter(Boolean).join(' ');
  return (
    <section className={styles.card} aria-labelledby="profile-identity">
      <span className={styles.avatar}>
        <Icon name="user" size={28} />
      </span>
      <div className={styles.text}>
        <h2 id="profile-identity" className={styles.name}>
          {name}
        </h2>
        <p className={styles.phone}>
          <Icon name="phone" size={18} />
          <span>
            <span className="visually-hidden">{t('profile.phone')}: </span>
            {formatPhone(client.phone)}
          </span>
        </p>
        <p className={styles.note}>{t('spec.phoneNotEditable')}</p>
      </div>
    </section>
  );
}
