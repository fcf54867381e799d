import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { cx } from '../../lib/cx';
import { useIsFirstPage } from '../navigation/first-page';
import styles from './page-transition.module.css';

/**
 * Out-in (SPEC.md §9): the current page fades out while the next one loads, and the next fades in
 * when it mounts; the page the app opened on is there at once. Reduced-motion users get instant swaps
 * (global rule).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const first = useIsFirstPage();
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <div
      key={pathname}
      className={cx(styles.page, !first && styles.entering, leaving && styles.leaving)}
      aria-busy={leaving || undefined}
    >
      {children}
    </div>
  );
}
