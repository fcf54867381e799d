import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { cx } from '../../../lib/cx';
import styles from './bind-card-panel.module.css';
import { RecurringConsent } from './recurring-consent';

interface BindCardPanelProps {
  /** No card yet: the panel is the page's whole content and its button the first one. */
  first: boolean;
  pending: boolean;
  error: string | null;
  onBind: () => void;
}

/** Where a new card starts: the button to the gateway, what happens there, and the recurring terms. */
export function BindCardPanel({ first, pending, error, onBind }: BindCardPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={cx(styles.panel, first && styles.first)} aria-labelledby="bind-card-title">
      <span className={styles.badge}>
        <Icon name={first ? 'card' : 'plus'} size={first ? 28 : 22} />
      </span>
      <h2 id="bind-card-title" className={styles.title}>
        {first ? t('cards.emptyTitle') : t('cards.bindTitle')}
      </h2>
      <p className={styles.text}>{first ? t('cards.emptyText') : t('cards.bindText')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        variant="primary"
        size={first ? 'lg' : 'md'}
        icon="plus"
        className={styles.action}
        onClick={onBind}
        pending={pending}
        pendingLabel={t('cards.binding')}
      >
        {first ? t('cards.bind') : t('cards.bindAnother')}
      </Button>
      <RecurringConsent className={styles.consent} />
      {first && (
        <p className={styles.secure}>
          <Icon name="shield" size={16} />
          {t('cards.bindText')}
        </p>
      )}
    </section>
  );
}
