import { Skeleton } from '../../../components/ui/skeleton';
import styles from './gadget-grid.module.css';

/** The shape of a gadget grid while the catalogue loads. */
export function CatalogSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <li key={i} className={styles.item}>
          <Skeleton height={260} radius="lg" />
        </li>
      ))}
    </ul>
  );
}
