import { useState } from 'react';
import {
  amountBreakdown,
  countOf,
  EDITION_STATE_LABELS,
  editionWork,
  formatDate,
  formatDateTime,
  isRegistrationPageEvent,
  formatEuro,
  formatStructuredCommunication,
  isActive,
  isFree,
  LIFECYCLE_EVENT_LABELS,
  pitchesLabel,
  pitchLabel,
  rankPitches,
  registrationAmount,
  REGISTRATION_KIND_LABELS,
  stepsFor,
  type LifecycleEvent,
  type RegistrationPageEvent,
  paymentProgress,
} from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, Select, type IconName } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { EditionNotice } from '../../../components/ui/EditionNotice';
import { useEditionOf } from '../../../hooks/use-chosen-edition';
import { useAssignLocations } from '../api/assign-locations';
import { useConfirmErasure, useRegistrantLink } from '../api/registrant-access';
import { useTakeStep } from '../api/take-step';
import type { HeldPitch, Registration } from '../types';
import { RegistrationHistory } from './RegistrationHistory';
import { StatusBadge } from './StatusBadge';
import { UndeliveredEmail } from './UndeliveredEmail';

const STEP_ICONS: Record<RegistrationPageEvent, IconName> = {
  pay: 'check',
  cancel: 'cross',
  expire: 'cross',
  promote: 'arrow',
  reinstate: 'check',
};

const DEPOSIT_OUTCOME_TEXT = {
  returned: 'rendue',
  kept: 'gardée',
} as const;

interface RegistrationDetailProps {
  registration: Registration;
  freePitches: HeldPitch[];
}

/**
 * One registration, in its own edition whatever the edition chosen: a closed edition's registration
 * only takes its payment (its refund and deposit are settled on the refunds' screen), an archived
 * one's is only read.
 */
export function RegistrationDetail({ registration, freePitches }: RegistrationDetailProps) {
  const edition = useEditionOf(registration.edition);
  const work = edition ? editionWork(edition.state) : 'all';
  const takeStep = useTakeStep();
  const assignLocations = useAssignLocations();
  const registrantLink = useRegistrantLink();
  const confirmErasure = useConfirmErasure();
  // One choice per pitch the registration asked for.
  const [pitches, setPitches] = useState<string[]>(() => Array.from({ length: registration.pitchCount }, () => ''));
  const [linkSaid, setLinkSaid] = useState('');
  const [emailSaid, setEmailSaid] = useState('');
  const busy = takeStep.isPending || assignLocations.isPending || registrantLink.isPending || confirmErasure.isPending;
  const erased = registration.firstName === 'Anonyme';
  // The day's steps (arrival, re-letting) belong to the check-in screen.
  // A closed edition still records a payment received late; an archived one nothing.
  const steps = stepsFor('staff', registration)
    .filter(isRegistrationPageEvent)
    .filter((event) => work === 'all' || (work === 'settlement' && event === 'pay'));
  // The pitch the server would give first comes first (pitch.ts).
  const offered = rankPitches(registration, freePitches);
  const chosen = pitches.every(Boolean);

  function act(event: LifecycleEvent) {
    const confirmation = LIFECYCLE_EVENT_LABELS[event].confirm;
    if (confirmation && !window.confirm(confirmation)) return;
    takeStep.mutate({ documentId: registration.documentId, event });
  }

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
      <ErrorBanner
        error={
          errorText(takeStep.error) ??
          errorText(assignLocations.error) ??
          errorText(registrantLink.error) ??
          errorText(confirmErasure.error)
        }
      />
      <LoadingClock loading={busy} label="Enregistrement…" />
      <EditionNotice state={edition?.state} />
      {registration.refundRequestedAt &&
        (registration.status === 'paid' ? (
          <p className="notice">
            Trop-perçu à rembourser :{' '}
            {formatEuro(paymentProgress({ amount: registration.amount }, registration.paidAmount ?? 0).overpaid)}, depuis le{' '}
            {formatDateTime(registration.refundRequestedAt)}.
          </p>
        ) : (
          <p className="notice">
            Remboursement à faire : {formatEuro(registration.paidAmount ?? registration.amount)}, annulée après paiement le{' '}
            {formatDateTime(registration.refundRequestedAt)}.
          </p>
        ))}
      {registration.undeliveredEmail && !erased && work !== 'none' && (
        <UndeliveredEmail
          documentId={registration.documentId}
          email={registration.email}
          undelivered={registration.undeliveredEmail}
          onCorrected={setEmailSaid}
        />
      )}
      <p role="status">{emailSaid}</p>
      {registration.erasureRequestedAt && !erased && (
        <p className="notice">
          La personne a demandé l'effacement de ses données le {formatDateTime(registration.erasureRequestedAt)}.{' '}
          <button
            type="button"
            className="button danger no-print"
            disabled={busy}
            onClick={() => {
              if (
                window.confirm(
                  "Effacer les données de cette personne ? Une inscription en cours est d'abord annulée ; on ne peut pas revenir en arrière.",
                )
              )
                confirmErasure.mutate({ documentId: registration.documentId });
            }}
          >
            <Icon name="delete" />
            Effacer ses données
          </button>
        </p>
      )}

      <dl className="fields">
        <div>
          <dt>Édition</dt>
          <dd>
            {registration.edition ? formatDate(registration.edition) : '—'}
            {edition && ` (${EDITION_STATE_LABELS[edition.state].toLowerCase()})`}
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{REGISTRATION_KIND_LABELS[registration.kind]}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${registration.email}`}>{registration.email}</a>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <a href={`tel:${registration.phone.replace(/\s/g, '')}`}>{registration.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Adresse</dt>
          <dd>
            {registration.street} {registration.houseNumber}, {registration.postalCode} {registration.city}
          </dd>
        </div>
        <div>
          <dt>{registration.pitchCount > 1 ? `Emplacements (${registration.pitchCount} demandés)` : 'Emplacement'}</dt>
          <dd>{registration.locations.length ? pitchesLabel(registration.locations) : 'Aucun'}</dd>
        </div>
        <div>
          <dt>Montant dû</dt>
          <dd>{isFree(registration.amount) ? 'Gratuit' : amountBreakdown(registrationAmount(registration))}</dd>
        </div>
        {registration.deposit > 0 && (
          <div>
            <dt>Caution</dt>
            <dd>
              {formatEuro(registration.deposit)} :{' '}
              {registration.depositOutcome
                ? DEPOSIT_OUTCOME_TEXT[registration.depositOutcome]
                : 'à rendre ou garder après la brocante'}
            </dd>
          </div>
        )}
        <div>
          <dt>Montant payé</dt>
          <dd>
            {registration.paidAmount === null
              ? '—'
              : registration.status === 'paid'
                ? formatEuro(registration.paidAmount)
                : `${formatEuro(registration.paidAmount)} (reste ${formatEuro(paymentProgress(registration, 0).remaining)})`}
          </dd>
        </div>
        <div>
          <dt>Communication structurée</dt>
          <dd className="reference">{formatStructuredCommunication(registration.paymentReference)}</dd>
        </div>
        <div>
          <dt>Inscrit le</dt>
          <dd>{formatDateTime(registration.createdAt)}</dd>
        </div>
        <div>
          <dt>Payé le</dt>
          <dd>{registration.paidAt ? formatDateTime(registration.paidAt) : '—'}</dd>
        </div>
        {registration.arrivedAt && (
          <div>
            <dt>Arrivé le</dt>
            <dd>{formatDateTime(registration.arrivedAt)}</dd>
          </div>
        )}
        <div>
          <dt>Annulé le</dt>
          <dd>{registration.cancelledAt ? formatDateTime(registration.cancelledAt) : '—'}</dd>
        </div>
        <div>
          <dt>Commentaire</dt>
          <dd>{registration.comment || '—'}</dd>
        </div>
        <div>
          <dt>Règlement et vie privée</dt>
          <dd>{registration.acceptsRules && registration.acceptsPrivacy ? 'Acceptés' : 'Non acceptés'}</dd>
        </div>
      </dl>

      {steps.length > 0 && (
        <section className="actions no-print" aria-labelledby="actions-title">
          <h2 id="actions-title">Actions</h2>
          {steps.map((event) => (
            <button
              key={event}
              type="button"
              className={`button${event === 'cancel' ? ' danger' : ''}`}
              disabled={busy}
              onClick={() => act(event)}
            >
              <Icon name={STEP_ICONS[event]} />
              {LIFECYCLE_EVENT_LABELS[event].label}
            </button>
          ))}
        </section>
      )}

      {!erased && work !== 'none' && (
        <section className="private-link no-print" aria-labelledby="private-link-title">
          <h2 id="private-link-title">Lien privé de la personne</h2>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() =>
              registrantLink.mutate(
                { documentId: registration.documentId, action: 'resend' },
                { onSuccess: () => setLinkSaid(`Le lien est renvoyé à ${registration.email}.`) },
              )
            }
          >
            <Icon name="arrow" />
            Renvoyer le lien
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => {
              if (
                window.confirm(
                  "Révoquer le lien ? L'ancien ne fonctionnera plus ; la personne en recevra un nouveau avec le prochain e-mail.",
                )
              )
                registrantLink.mutate(
                  { documentId: registration.documentId, action: 'revoke' },
                  { onSuccess: () => setLinkSaid("L'ancien lien ne fonctionne plus.") },
                );
            }}
          >
            <Icon name="cross" />
            Révoquer le lien
          </button>
          <p role="status">{linkSaid}</p>
        </section>
      )}

      {isActive(registration.status) && work === 'all' && (
        <section className="pitch no-print" aria-labelledby="pitch-title">
          <h2 id="pitch-title">{registration.pitchCount > 1 ? 'Emplacements' : 'Emplacement'}</h2>
          {registration.locations.length ? (
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => assignLocations.mutate({ documentId: registration.documentId, locations: [] })}
            >
              <Icon name="delete" />
              {registration.locations.length > 1 ? 'Libérer les emplacements' : "Libérer l'emplacement"}{' '}
              {registration.locations.map((held) => held.name).join(', ')}
            </button>
          ) : (
            <form
              className="inline-form"
              onSubmit={(event) => {
                event.preventDefault();
                if (chosen)
                  assignLocations.mutate(
                    { documentId: registration.documentId, locations: pitches },
                    { onSuccess: () => setPitches(pitches.map(() => '')) },
                  );
              }}
            >
              {pitches.map((value, index) => (
                <Select
                  key={index}
                  name={`pitch-${index + 1}`}
                  label={pitches.length > 1 ? `Emplacement libre n° ${index + 1}` : 'Emplacement libre'}
                  value={value}
                  // A pitch chosen in another list is not offered again.
                  options={offered
                    .filter((free) => free.documentId === value || !pitches.includes(free.documentId))
                    .map((free) => ({ id: free.documentId, name: pitchLabel(free) }))}
                  onChange={(next) => setPitches(pitches.map((current, at) => (at === index ? next : current)))}
                  description={
                    index === 0 && offered.length < pitches.length
                      ? `Il faut ${countOf(pitches.length, 'emplacement libre', 'emplacements libres')} ; il y en a ${offered.length}.`
                      : undefined
                  }
                />
              ))}
              <button type="submit" className="button" disabled={!chosen || busy}>
                <Icon name="check" />
                Attribuer
              </button>
            </form>
          )}
        </section>
      )}

      <RegistrationHistory documentId={registration.documentId} />
    </article>
  );
}
