import type { TFaqItem } from '@ijara/contract';
import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './faq-list.module.css';

/** Questions as an accordion (Radix): buttons with aria-expanded, arrow keys between questions. */
export function FaqList({ items }: { items: TFaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className={styles.list}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)} className={styles.item}>
          <Accordion.Header asChild>
            <h2 className={styles.heading}>
              <Accordion.Trigger className={styles.trigger}>
                <span>{item.question}</span>
                <Icon name="chevron-down" size={20} className={styles.chevron} />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <p className={styles.answer}>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** More rows than a phone screen holds below the heading, so the footer is not in view to jump. */
const SKELETON_ROWS = 10;

/**
 * While the questions load: rows of the list's own height (one line of a question in the trigger's
 * padding), so the page keeps its length when the answers arrive (issue 10: CLS ≤ 0.05).
 */
export function FaqListSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
        <div key={row} className={styles.item}>
          <div className={styles.trigger}>
            <Skeleton height="1lh" width={`${85 - (row % 4) * 12}%`} />
          </div>
        </div>
      ))}
    </div>
  );
}
