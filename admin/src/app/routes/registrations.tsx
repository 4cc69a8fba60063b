import { TEXTS } from '@brocante/shared';
import { RegistrationsList } from '../../features/registrations/components/RegistrationsList';

export function RegistrationsRoute() {
  return (
    <>
      <h1>{TEXTS.registrations}</h1>
      <RegistrationsList />
    </>
  );
}
