import type { BadgeStyle } from '@ijara/contract';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './badge.module.css';

/** SPEC.md §4's badge styles, plus "danger" for what failed and needs the person (a declined charge). */
export type BadgeTone = BadgeStyle | 'danger';

/** A short status label. The colour repeats the text, never replaces it. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={cx(styles.badge, styles[tone])} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
