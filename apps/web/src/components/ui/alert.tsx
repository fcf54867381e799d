import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './alert.module.css';
import { Icon } from './icon';

interface AlertProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  action?: ReactNode;
}

/** An inline message. Errors are announced at once (role="alert"), the rest politely. */
export function Alert({ tone, children, action }: AlertProps) {
  return (
    <div className={cx(styles.alert, styles[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'success' ? 'check' : 'alert'} size={20} className={styles.icon} />
      <div className={styles.body}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
