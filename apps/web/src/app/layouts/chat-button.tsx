import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import styles from './chat-button.module.css';

/** The support chat: the messenger bot in a new tab, a 56 px round button (SPEC.md §2, §9). */
export function ChatButton({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.chat} href={href} target="_blank" rel="noopener noreferrer">
      <Icon name="chat" size={26} />
      <span className="visually-hidden">
        {t('chat.label')} {t('common.newTab')}
      </span>
    </a>
  );
}
