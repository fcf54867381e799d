import type { StaffRole } from '@ijara/contract/staff';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { queryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { i18n } from '../lib/i18n';

/** An api answer as the staff api sends it. */
export function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * The managers' pages load on demand in the app (app/routes.tsx); a test has them loaded before it
 * renders, so a page is drawn in the test's act() instead of suspending outside it.
 */
async function loadLazyRoutes(list: RouteObject[]): Promise<void> {
  for (const route of list) {
    if (typeof route.lazy === 'function') {
      const loaded = await route.lazy();
      delete route.lazy;
      Object.assign(route, loaded);
    }
    if (route.children) await loadLazyRoutes(route.children);
  }
}
await loadLazyRoutes(routes);

/** The whole staff app (its routes, i18n, queries) opened at `path`; its router, to read where it went. */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...rendered, router };
}

/** A signed-in person of the staff, as `me/` answers them. */
export function staffMember(role: StaffRole, id: number, name: string, offices: number[] = []) {
  return {
    id,
    email: `${role}@ijara.kg`,
    name,
    role,
    offices,
    active: true,
    enrolled: true,
    version: 1,
    createdAt: '2026-11-01T06:00:00.000Z',
  };
}
