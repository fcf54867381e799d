import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './result.module.css';

interface ResultProps {
  icon: IconName;
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'success';
}

/** A centred outcome page (SPEC.md §2: success pages have centred content). */
export function Result({ icon, title, text, children, actions, tone = 'neutral' }: ResultProps) {
  return (
    <section className={styles.result}>
      <span className={styles.badge} data-tone={tone}>
        <Icon name={icon} size={32} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
