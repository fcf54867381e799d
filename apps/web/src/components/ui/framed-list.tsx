import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './framed-list.module.css';

/** A list in one bordered frame, a line between each two rows; the children are its `<li>`s. */
export function FramedList({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={cx(styles.list, className)}>{children}</ul>;
}
