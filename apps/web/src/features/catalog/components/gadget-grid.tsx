import type { ReactNode } from 'react';
import styles from './gadget-grid.module.css';

/** Responsive grid of device cards: one column on phones up to four on wide screens. */
export function GadgetGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export function GadgetGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
