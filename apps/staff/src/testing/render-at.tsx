import type { StaffRole } from '@ijara/contract/staff';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { i18n } from '../lib/i18n';

/** An api answer as the staff api sends it. */
export function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

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
