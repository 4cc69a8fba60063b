import { CheckIn } from '../../features/check-in/components/CheckIn';

export function CheckInRoute() {
  return <CheckIn />;
}
