import { cx } from '../../lib/cx';
import styles from './skeleton.module.css';

interface SkeletonProps {
  height?: number | string;
  width?: number | string;
  radius?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A grey placeholder block; the region around it carries aria-busy. */
export function Skeleton({ height = 16, width = '100%', radius = 'md', className }: SkeletonProps) {
  return (
    <span
      className={cx(styles.skeleton, styles[radius], className)}
      style={{ height, width }}
      aria-hidden="true"
    />
  );
}
