import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './card.module.css';

interface CardProps {
  /** The heading's id: the heading names the section. */
  id: string;
  title: ReactNode;
  /** lg: the room form fields want between them; md: for text and lists. */
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/** A bordered section of a page under its own heading. */
export function Card({ id, title, gap = 'md', children }: CardProps) {
  return (
    <section className={cx(styles.card, styles[gap])} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
