import {
  amountBreakdown,
  formatDate,
  formatDateTime,
  formatEuro,
  formatStructuredCommunication,
  isFree,
  paymentProgress,
  pitchesLabel,
  registrationAmount,
  type RegistrantView,
} from '@brocante/shared';

function statusSentence(view: RegistrantView): string {
  if (view.status === 'paid')
    return isFree(view.amount)
      ? 'Confirmée : rien à payer'
      : `Payée : ${view.locations.length > 1 ? 'vos emplacements sont confirmés' : 'votre emplacement est confirmé'}`;
  if (view.status === 'cancelled') return 'Annulée';
  if (view.status === 'waitlist') return `Sur la liste d'attente (n° ${view.waitlistPosition})`;
  return 'En attente de paiement';
}

/** The registration at a glance: its status, the pitches, the amount and what is paid, the deadline, the deposit. */
export function Summary({ view }: { view: RegistrantView }) {
  const transferReference = view.transfer?.structuredCommunication;
  return (
    <section className="card" aria-labelledby="statut">
      <h2 id="statut">{statusSentence(view)}</h2>
      <dl className="glance">
        <div>
          <dt>Brocante</dt>
          <dd>{formatDate(view.edition)}</dd>
        </div>
        <div>
          <dt>{view.pitchCount > 1 ? 'Emplacements' : 'Emplacement'}</dt>
          <dd>
            {view.locations.length
              ? pitchesLabel(view.locations)
              : view.status === 'waitlist'
                ? `Pas encore : n° ${view.waitlistPosition} sur la liste d'attente`
                : 'Aucun'}
          </dd>
        </div>
        <div>
          <dt>Montant</dt>
          <dd>{isFree(view.amount) ? 'Gratuit' : amountBreakdown(registrationAmount(view))}</dd>
        </div>
        <div>
          <dt>Payé</dt>
          <dd>
            {view.paidAmount === null
              ? 'Rien pour l’instant'
              : view.paidAt
                ? `${formatEuro(view.paidAmount)} le ${formatDate(view.paidAt)}`
                : `${formatEuro(view.paidAmount)} ; reste ${formatEuro(paymentProgress(view, 0).remaining)} à payer`}
          </dd>
        </div>
        {view.expiresAt && (
          <div>
            <dt>À payer avant le</dt>
            <dd>{formatDateTime(view.expiresAt)}</dd>
          </div>
        )}
        {transferReference && (
          <div>
            <dt>Communication structurée</dt>
            <dd className="reference">{formatStructuredCommunication(transferReference)}</dd>
          </div>
        )}
      </dl>
      {view.expiresAt && (
        <p>
          Sans paiement reçu le {formatDateTime(view.expiresAt)}, l'inscription est annulée et l'emplacement revient à la liste
          d'attente. Les extraits de compte nous arrivent avec quelques jours de retard : si vous avez payé, il suffit d'attendre.
        </p>
      )}
      {view.deposit > 0 && view.status === 'paid' && (
        <p>
          {view.depositOutcome === 'returned'
            ? `Votre caution de ${formatEuro(view.deposit)} vous est rendue par virement.`
            : view.depositOutcome === 'kept'
              ? `Le comité a gardé votre caution de ${formatEuro(view.deposit)} : l'emplacement n'a pas été laissé propre.`
              : `La caution de ${formatEuro(view.deposit)} vous est rendue par virement après la brocante si votre emplacement est laissé propre.`}
        </p>
      )}
      {view.refundRequestedAt && (
        <p>Vous aviez payé : le comité vous rembourse par virement sur le compte qui a payé, dans les prochaines semaines.</p>
      )}
    </section>
  );
}
