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
