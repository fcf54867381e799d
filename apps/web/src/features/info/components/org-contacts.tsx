import { formatPhone, type TOrg } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import styles from './org-contacts.module.css';
import { SocialLinks } from './social-links';

/** The company's contacts, its legal name and messengers — the "about us" data of SPEC.md §3. */
export function OrgContacts({ org }: { org: TOrg }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.title}>
        {t('about.contacts')}
      </h2>
      <ul className={styles.list}>
        <li>
          <Icon name="phone" size={20} />
          <a href={`tel:+${org.phone.replace(/\D/g, '')}`}>{formatPhone(org.phone)}</a>
        </li>
        <li>
          <Icon name="mail" size={20} />
          <a href={`mailto:${org.email}`}>{org.email}</a>
        </li>
        <li>
          <Icon name="pin" size={20} />
          <span>{org.address}</span>
        </li>
      </ul>
      <p className={styles.legal}>{org.legalName}</p>
      <SocialLinks org={org} />
    </section>
  );
}
