import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { StaffRole } from '@brocante/shared';
import { queryKeys } from '../src/lib/query-keys';

/** The URL the component under test sees, shown so tests can assert what the address bar says. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

/**
 * The component under test at `url`, for a volunteer of `role` (a coordinator unless said): the app reads the role
 * with the session, before any screen (app/loaders.ts).
 */
export function renderWithRouter(
  element: ReactNode,
  { url = '/', path = '/', role = 'coordination' }: { url?: string; path?: string; role?: StaffRole } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.me, { email: `${role}@example.be`, role, secondFactorOwed: false });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <CurrentUrl />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
