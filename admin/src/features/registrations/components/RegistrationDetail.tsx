import { editionWork, isActive } from '@brocante/shared';
import { Icon, LoadingClock } from '@brocante/ui';
import { EditionNotice } from '../../../components/ui/EditionNotice';
import { useEditionOf } from '../../../hooks/use-chosen-edition';
import type { HeldPitch, Registration } from '../types';
import { useMay } from '../../../hooks/use-may';
import { PitchAssignment } from './registration-detail/PitchAssignment';
import { RegistrantLink } from './registration-detail/RegistrantLink';
import { RegistrationFields } from './registration-detail/RegistrationFields';
import { RegistrationNotices } from './registration-detail/RegistrationNotices';
import { RegistrationSteps } from './registration-detail/RegistrationSteps';
import { useRegistrationBusy } from './registration-detail/use-registration-busy';
import { RegistrationHistory } from './RegistrationHistory';
import { StatusBadge } from './StatusBadge';

interface RegistrationDetailProps {
  registration: Registration;
  freePitches: HeldPitch[];
}

/**
 * One registration, in its own edition whatever the edition chosen: a closed edition's registration
 * only takes its payment (its refund and deposit are settled on the refunds' screen), an archived
 * one's is only read. Each section sends its own change and shows its own refusal; while one change
 * is under way, every section waits.
 */
export function RegistrationDetail({ registration, freePitches }: RegistrationDetailProps) {
  const edition = useEditionOf(registration.edition);
  const work = edition ? editionWork(edition.state) : 'all';
  const busy = useRegistrationBusy(registration.documentId);
  const erased = Boolean(registration.anonymisedAt);
  const { may } = useMay();

  return (
    <article className="registration-detail">
      <header className="detail-header">
        <h1>
          {registration.firstName} {registration.lastName}
        </h1>
        <StatusBadge status={registration.status} />
        <button type="button" className="button secondary no-print" onClick={() => window.print()}>
          <Icon name="print" />
          Imprimer
        </button>
      </header>
      <LoadingClock loading={busy} label="Enregistrement…" />
      <EditionNotice state={edition?.state} />
      <RegistrationNotices registration={registration} erased={erased} work={work} busy={busy} />
      <RegistrationFields registration={registration} editionState={edition?.state} />
      <RegistrationSteps registration={registration} work={work} busy={busy} />
      {!erased && work !== 'none' && may('registrations.change') && <RegistrantLink registration={registration} busy={busy} />}
      {isActive(registration.status) && work === 'all' && may('registrations.change') && (
        <PitchAssignment registration={registration} freePitches={freePitches} busy={busy} />
      )}
      <RegistrationHistory documentId={registration.documentId} />
    </article>
  );
}
