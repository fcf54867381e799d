import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes, connectRouter } from '../app/router';

/** A component inside a memory router at `path`, with a fresh query cache. */
export function renderAt(path: string, ui: ReactNode, state?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [
      state === undefined
        ? path
        : { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
    ],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The whole app (every route, layout and loader) in a memory router at `path`. */
export function renderApp(path: string) {
  const router = connectRouter(createMemoryRouter(appRoutes(), { initialEntries: [path] }));
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
