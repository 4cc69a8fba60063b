import { Dashboard } from '../../features/dashboard/components/Dashboard';

export function DashboardRoute() {
  return <Dashboard />;
}
