import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './error-state.module.css';
import { Icon } from './icon';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A part of the page that could not load: what happened and a way to try again. */
export function ErrorState({ message, onRetry, retrying }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <Icon name="alert" size={28} />
      <p className={styles.title}>{t('spec.errorTitle')}</p>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button onClick={onRetry} pending={retrying} size="sm">
          {t('spec.errorRepeat')}
        </Button>
      )}
    </div>
  );
}
