import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client';
import styles from './layout.module.css';

/** What every layout shares: server state and the skip link. Each layout puts the offline notice in its main. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      {children}
    </QueryClientProvider>
  );
}
