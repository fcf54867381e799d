import type { TFaqItem } from '@ijara/contract';
import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '../../../components/ui/icon';
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
