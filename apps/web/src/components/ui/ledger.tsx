import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Icon, type IconName } from './icon';
import styles from './ledger.module.css';

/*
 * The parts of a row of money movements (payments, bonus points). Each row lays them out in its own
 * grid: the `className` it passes places a part, the look stays here.
 */

interface PartProps {
  className?: string;
  children: ReactNode;
}

interface LedgerIconProps {
  name: IconName;
  /** success: money or points came in; danger: a charge failed. */
  tone?: 'success' | 'danger';
  className?: string;
}

export function LedgerIcon({ name, tone, className }: LedgerIconProps) {
  return (
    <span className={cx(styles.icon, tone && styles[tone], className)}>
      <Icon name={name} size={20} />
    </span>
  );
}

/** Facts on one line, "·" between them; a fact wraps as a whole. */
export function LedgerMeta({ className, children }: PartProps) {
  return <p className={cx(styles.meta, className)}>{children}</p>;
}

export function LedgerAmount({ className, children }: PartProps) {
  return <p className={cx(styles.amount, className)}>{children}</p>;
}
