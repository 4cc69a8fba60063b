import {
  amountBreakdown,
  EDITION_STATE_LABELS,
  formatDate,
  formatDateTime,
  formatEuro,
  formatStructuredCommunication,
  isFree,
  LANGUAGE_LABELS,
  languageOf,
  paymentProgress,
  pitchesLabel,
  registrationAmount,
  REGISTRATION_KIND_LABELS,
  type EditionState,
  isPaid,
} from '@brocante/shared';
import type { Registration } from '../../types';

const DEPOSIT_OUTCOME_TEXT = {
  returned: 'rendue',
  kept: 'gardée',
} as const;

/** The registration as recorded: who, where, how much, when. */
export function RegistrationFields({
  registration,
  editionState,
}: {
  registration: Registration;
  editionState: EditionState | undefined;
}) {
  return (
    <dl className="fields">
      <div>
        <dt>Édition</dt>
        <dd>
          {registration.edition ? formatDate(registration.edition) : '—'}
          {editionState && ` (${EDITION_STATE_LABELS[editionState].toLowerCase()})`}
        </dd>
      </div>
      <div>
        <dt>Type</dt>
        <dd>{REGISTRATION_KIND_LABELS[registration.kind]}</dd>
      </div>
      <div>
        <dt>Langue</dt>
        <dd>{LANGUAGE_LABELS[languageOf(registration)]}</dd>
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
            : isPaid(registration.status)
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
  );
}
