import { useParams } from 'react-router';
import { ErrorBanner, LoadingClock } from '@brocante/ui';
import { BackToRegistrations } from '../../components/ui/BackToRegistrations';
import { useFreePitches } from '../../features/pitches/api/get-pitches';
import { useRegistration } from '../../features/registrations/api/get-registration';
import { RegistrationDetail } from '../../features/registrations/components/RegistrationDetail';
import { errorText } from '../../lib/api-client';
import { useMay } from '../../hooks/use-may';

/** Composes the registrations feature with the free pitches of the locations feature. */
export function RegistrationRoute() {
  const { id = '' } = useParams();
  const registration = useRegistration(id);
  const { may } = useMay();
  // Pitches are given by a role that may them (the treasurer reads the registration only).
  const freePitches = useFreePitches(may('pitches') ? registration.data?.edition : undefined);
  return (
    <>
      <BackToRegistrations />
      <ErrorBanner error={errorText(registration.error)} />
      <LoadingClock loading={registration.isLoading} />
      {registration.data && <RegistrationDetail registration={registration.data} freePitches={freePitches.data ?? []} />}
    </>
  );
}
