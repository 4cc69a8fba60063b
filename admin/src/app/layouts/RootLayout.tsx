import { Outlet, useNavigation } from 'react-router';
import { LoadingClock } from '@brocante/ui';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <LoadingClock loading={navigation.state === 'loading'} />
      <Outlet />
    </>
  );
}

/** Painted as soon as the entry runs, until the first screen is ready (its code, then the configuration). */
export function AdminLoading() {
  return (
    <main className="admin-main">
      <p className="admin-loading" role="status">
        Chargement de l’administration…
      </p>
    </main>
  );
}
