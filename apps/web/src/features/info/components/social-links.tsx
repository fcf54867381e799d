import type { TOrg } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import styles from './social-links.module.css';

const NETWORKS = ['whatsapp', 'telegram', 'vk'] as const;

/** WhatsApp, Telegram and VK from the catalogue's about-us data (SPEC.md §2), each in a new tab. */
export function SocialLinks({
  org,
  tone = 'plain',
}: {
  org: Pick<TOrg, (typeof NETWORKS)[number]>;
  tone?: 'plain' | 'filled';
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} data-tone={tone}>
      {NETWORKS.map((network) => (
        <li key={network}>
          <a className={styles.link} href={org[network]} target="_blank" rel="noopener noreferrer">
            <Icon name={network} size={22} />
            <span className="visually-hidden">
              {t(`social.${network}`)} {t('common.newTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
