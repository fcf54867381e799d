import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label–value pairs: stacked on a phone, side by side from 640 px. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
