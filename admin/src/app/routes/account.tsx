import { SecondFactorSettings } from '../../features/second-factor/components/SecondFactorSettings';

export function AccountRoute() {
  return (
    <>
      <h1>Mon compte</h1>
      <SecondFactorSettings />
    </>
  );
}
