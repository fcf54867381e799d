import { formatDate, type TSubscriptionPause } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import { useLocale } from '../../../lib/locale';
import styles from './pause-allowance.module.css';

/** How many pauses the term allows and how long each may last; while paused, until when. */
export function PauseAllowance({ pause, paused }: { pause: TSubscriptionPause; paused: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const left = Math.max(0, pause.allowed - pause.used);
  return (
    <div className={styles.allowance}>
      <div className={styles.meter}>
        <p className={styles.count}>
          {t('subscriptions.pause.used', { used: pause.used, allowed: pause.allowed })}
        </p>
        <span className={styles.dots} aria-hidden="true">
          {Array.from({ length: pause.allowed }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items.
            <span key={index} className={cx(styles.dot, index < pause.used && styles.usedDot)} />
          ))}
        </span>
      </div>
      {paused && pause.resumesOn && (
        <p className={styles.current}>
          {t('subscriptions.pause.resumesOn', { date: formatDate(pause.resumesOn, locale) })}
        </p>
      )}
      <p className={styles.note}>
        {left > 0 || paused
          ? t('subscriptions.pause.rule', { days: t('subscriptions.days', { count: pause.maxDays }) })
          : t('subscriptions.pause.noneLeft')}
      </p>
    </div>
  );
}
