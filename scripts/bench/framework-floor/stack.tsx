// DESIGN.md's web stack, each library used once and nothing of ours: React 19 and react-dom's client,
// React Router's data router, TanStack Query, i18next with react-i18next. page.tsx and sign-in-page.tsx
// start it; scripts/measure-bundle.mjs builds them and prints their sizes by the budget.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';

void i18next
  .use(initReactI18next)
  .init({ lng: 'ru', resources: { ru: { translation: { hello: 'Привет' } } } });

export function Page({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['hello'], queryFn: () => fetch('/').then((r) => r.text()) });
  return (
    <Link to="/">
      {t('hello')} {data?.length} {children}
    </Link>
  );
}

export function start(Component: () => ReactNode): void {
  const router = createBrowserRouter([{ path: '/', Component }]);
  const root = document.getElementById('root');
  if (!root) return;
  hydrateRoot(
    root,
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
