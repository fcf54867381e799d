import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icon';

interface EmptyStateProps {
  icon: IconName;
  title: ReactNode;
  text?: ReactNode;
  /** The next step, usually one button. */
  action?: ReactNode;
  /** Heading level inside the page; the page's h1 sits above. */
  headingLevel?: 2 | 3;
}

/** What a list looks like before it has anything, and what to do next (STYLE.md). */
export function EmptyState({ icon, title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.empty}>
      <span className={styles.badge}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
