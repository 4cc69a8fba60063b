import { createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_BASENAME, paths } from '../config/paths';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './routes/route-error';
import { screenFor } from './screen-action';

export const routes: RouteObject[] = [
  {
    path: paths.error.path,
    lazy: async () => ({ Component: (await import('./routes/error')).ErrorRoute }),
  },
  {
    id: 'root',
    Component: RootLayout,
    // The loaders (axios, the API client) come apart from the entry, fetched alongside the first route.
    lazy: { loader: async () => (await import('./loaders')).configurationLoader },
    shouldRevalidate: () => true,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.signIn.path, lazy: async () => ({ Component: (await import('./routes/sign-in')).SignInRoute }) },
      { path: paths.join.path, lazy: async () => ({ Component: (await import('./routes/join')).JoinRoute }) },
      { path: paths.pair.path, lazy: async () => ({ Component: (await import('./routes/pair')).PairRoute }) },
      {
        path: paths.passwordReset.path,
        lazy: async () => ({ Component: (await import('./routes/password-reset')).PasswordResetRoute }),
      },
      {
        lazy: {
          loader: async () => (await import('./loaders')).requireSession,
          Component: async () => (await import('./layouts/AdminLayout')).AdminLayout,
        },
        shouldRevalidate: () => true,
        children: [
          {
            index: true,
            handle: screenFor('dashboard'),
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          {
            path: paths.registrations.path,
            handle: screenFor('registrations.read'),
            lazy: async () => ({ Component: (await import('./routes/registrations')).RegistrationsRoute }),
          },
          {
            path: paths.exhibitors.path,
            handle: screenFor('registrations.read'),
            lazy: async () => ({ Component: (await import('./routes/exhibitors')).ExhibitorsRoute }),
          },
          {
            path: paths.statementImport.path,
            handle: screenFor('payments'),
            lazy: async () => ({ Component: (await import('./routes/statement-import')).StatementImportRoute }),
          },
          {
            path: paths.refunds.path,
            handle: screenFor('refunds'),
            lazy: async () => ({ Component: (await import('./routes/refunds')).RefundsRoute }),
          },
          {
            path: paths.registration.path,
            handle: screenFor('registrations.read'),
            lazy: async () => ({ Component: (await import('./routes/registration')).RegistrationRoute }),
          },
          {
            path: paths.pitches.path,
            handle: screenFor('pitches'),
            lazy: async () => ({ Component: (await import('./routes/pitches')).PitchesRoute }),
          },
          {
            path: paths.checkIn.path,
            handle: screenFor('check-in'),
            lazy: async () => ({ Component: (await import('./routes/check-in')).CheckInRoute }),
          },
          {
            path: paths.plan.path,
            handle: screenFor('pitches'),
            lazy: async () => ({ Component: (await import('./routes/plan')).PlanRoute }),
          },
          {
            path: paths.messages.path,
            handle: screenFor('messages'),
            lazy: async () => ({ Component: (await import('./routes/messages')).MessagesRoute }),
          },
          {
            path: paths.editions.path,
            handle: screenFor('editions'),
            lazy: async () => ({ Component: (await import('./routes/editions')).EditionsRoute }),
          },
          {
            path: paths.committeeAccount.path,
            handle: screenFor('account.read'),
            lazy: async () => ({ Component: (await import('./routes/committee-account')).CommitteeAccountRoute }),
          },
          {
            path: paths.team.path,
            handle: screenFor('team'),
            lazy: async () => ({ Component: (await import('./routes/team')).TeamRoute }),
          },
          // Every volunteer's own account, whatever their role.
          { path: paths.account.path, lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }) },
          {
            path: paths.journal.path,
            handle: screenFor('journal'),
            lazy: async () => ({ Component: (await import('./routes/journal')).JournalRoute }),
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: ADMIN_BASENAME });
export type AdminRouter = ReturnType<typeof createRouter>;

/** Once the first screen's code and data have loaded (or its redirect or error has). */
export function whenReady(router: AdminRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
