import { lazy, Suspense, useEffect, useState } from 'react';
import {
  formatDate,
  formatDateTime,
  formatEuro,
  formatStructuredCommunication,
  amountBreakdown,
  isActive,
  isFree,
  pitchesLabel,
  registrationAmount,
  REGISTRATION_KIND_LABELS,
  registrantChangesSchema,
  registrantLinkRequestSchema,
  type RegistrantView,
  paymentProgress,
} from '@brocante/shared';
import { BotTrap, EmailInput, ErrorBanner, LoadingClock, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import '@brocante/ui/controls.css';
import { ApiFailure, callApi } from '../../lib/api';
import { TransferDetails } from './PaymentInstructions';

type Page =
  | { state: 'loading' }
  /** No key, or one that opens nothing: the page says what an unknown page says, and offers the link again. */
  | { state: 'unknown' }
  | { state: 'failed'; message: string }
  | { state: 'shown'; view: RegistrantView };

/** The key of the private link: in the address's fragment, which no server sees. */
const keyInAddress = () => decodeURIComponent(window.location.hash.slice(1));

/** A call the page makes for the registrant, with its key: busy while it runs, its refusal in French. */
function useRegistrantCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function call<T>(path: string, then: (answer: T) => void) {
    setBusy(true);
    setError(null);
    try {
      then(await callApi<T>(path, { method: 'POST', data: { key: keyInAddress() } }));
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return { call, busy, error };
}

function statusSentence(view: RegistrantView): string {
  if (view.status === 'paid')
    return isFree(view.amount)
      ? 'Confirmée : rien à payer'
      : `Payée : ${view.locations.length > 1 ? 'vos emplacements sont confirmés' : 'votre emplacement est confirmé'}`;
  if (view.status === 'cancelled') return 'Annulée';
  if (view.status === 'waitlist') return `Sur la liste d'attente (n° ${view.waitlistPosition})`;
  return 'En attente de paiement';
}

/**
 * The registrant's own page: status, pitch, money, payment instructions; a phone and a comment to
 * correct; a cancellation before the committee's cut-off; their data to download or erase.
 */
export default function RegistrantPage() {
  const [page, setPage] = useState<Page>({ state: 'loading' });
  const [said, setSaid] = useState('');

  useEffect(() => {
    function load() {
      const key = keyInAddress();
      if (!key) return setPage({ state: 'unknown' });
      setPage({ state: 'loading' });
      callApi<RegistrantView>('/api/my-registration', { method: 'POST', data: { key } }).then(
        (view) => setPage({ state: 'shown', view }),
        (error: unknown) =>
          setPage(
            error instanceof ApiFailure && error.status === 404
              ? { state: 'unknown' }
              : { state: 'failed', message: error instanceof ApiFailure ? error.message : String(error) },
          ),
      );
    }
    load();
    window.addEventListener('hashchange', load);
    return () => window.removeEventListener('hashchange', load);
  }, []);

  if (page.state === 'loading') return <LoadingClock loading label="Chargement de votre inscription…" />;
  if (page.state === 'failed') return <ErrorBanner error={page.message} />;
  if (page.state === 'unknown')
    return (
      <>
        <h2>Page introuvable</h2>
        <p>Cette page n'existe pas ou n'existe plus.</p>
        <LostLink />
      </>
    );

  const { view } = page;
  const show = (next: RegistrantView, message: string) => {
    setPage({ state: 'shown', view: next });
    setSaid(message);
  };
  return (
    <>
      <p className="status-message" role="status">
        {said}
      </p>
      <Summary view={view} />
      {view.locations.length > 0 && (
        <Suspense fallback={<LoadingClock loading label="Chargement du plan…" />}>
          <YourPitchOnThePlan pitches={view.locations.map((pitch) => pitch.name)} />
        </Suspense>
      )}
      {view.transfer && (
        <section className="card" aria-labelledby="paiement">
          <h2 id="paiement">
            Paiement par virement{view.status === 'waitlist' ? ' (quand un emplacement vous sera attribué)' : ''}
          </h2>
          <TransferDetails transfer={view.transfer} />
        </section>
      )}
      {isActive(view.status) && (
        <Changes
          view={view}
          onSaved={(next) => show(next, 'Vos modifications sont enregistrées ; un e-mail vous le confirme.')}
        />
      )}
      <Cancellation
        view={view}
        onCancelled={(next) => show(next, 'Votre inscription est annulée ; un e-mail vous le confirme.')}
      />
      <YourData view={view} onErasureAsked={(next) => show(next, "Votre demande d'effacement est envoyée au comité.")} />
    </>
  );
}

// Loaded with the registration: the drawing is not needed to read it.
const YourPitchOnThePlan = lazy(() => import('./YourPitchOnThePlan'));

function Summary({ view }: { view: RegistrantView }) {
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

function Changes({ view, onSaved }: { view: RegistrantView; onSaved: (view: RegistrantView) => void }) {
  const form = useSchemaForm(registrantChangesSchema, { phone: view.phone, comment: view.comment });
  const submit = form.submit(async (values) => {
    onSaved(
      await callApi<RegistrantView>('/api/my-registration/changes', { method: 'POST', data: { key: keyInAddress(), ...values } }),
    );
  });
  return (
    <section className="card" aria-labelledby="corriger">
      <h2 id="corriger">Corriger mon téléphone ou mon commentaire</h2>
      <form onSubmit={submit} noValidate>
        <ErrorBanner error={form.error} />
        <TextInput {...form.field('phone')} type="tel" label="Téléphone" autoComplete="tel" inputMode="tel" required />
        <TextArea {...form.field('comment')} label="Commentaire (facultatif)" maxLength={1000} />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          Enregistrer les modifications
        </SubmitButton>
        <LoadingClock loading={form.sending} label="Enregistrement…" />
      </form>
      <p className="form-hint">Pour changer autre chose (nom, adresse), écrivez au comité.</p>
    </section>
  );
}

function Cancellation({ view, onCancelled }: { view: RegistrantView; onCancelled: (view: RegistrantView) => void }) {
  const [asked, setAsked] = useState(false);
  const { call, busy, error } = useRegistrantCall();
  if (view.status === 'cancelled') return null;
  if (!view.steps.includes('cancel'))
    return (
      <section className="card" aria-labelledby="annuler">
        <h2 id="annuler">Annuler</h2>
        <p>
          L'annulation en ligne était possible jusqu'au {formatDateTime(view.cancellationEnd)}. Pour annuler maintenant,{' '}
          <a href="/contact/">écrivez au comité</a>.
        </p>
      </section>
    );
  const cancel = () => call('/api/my-registration/cancellation', onCancelled);
  return (
    <section className="card" aria-labelledby="annuler">
      <h2 id="annuler">Annuler mon inscription</h2>
      <p>Possible ici jusqu'au {formatDateTime(view.cancellationEnd)}.</p>
      <ErrorBanner error={error} />
      {!asked ? (
        <button type="button" className="button secondary" onClick={() => setAsked(true)}>
          Annuler mon inscription
        </button>
      ) : (
        <div role="group" aria-labelledby="confirmer-annulation">
          <p id="confirmer-annulation">
            <strong>
              {view.locations.length ? 'Votre emplacement ira à la personne suivante sur la liste d’attente. ' : ''}
              {view.paidAmount !== null ? 'Le comité vous remboursera ce que vous avez payé. ' : ''}
              On ne peut pas revenir en arrière.
            </strong>
          </p>
          <button type="button" className="button danger" disabled={busy} onClick={cancel}>
            Oui, annuler mon inscription
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setAsked(false)}>
            Non, la garder
          </button>
        </div>
      )}
    </section>
  );
}

function YourData({ view, onErasureAsked }: { view: RegistrantView; onErasureAsked: (view: RegistrantView) => void }) {
  const { call, busy, error } = useRegistrantCall();
  const download = () =>
    call('/api/my-registration/data', (data: unknown) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      link.download = 'mes-donnees-brocante.json';
      link.click();
      URL.revokeObjectURL(link.href);
    });
  const askErasure = () => call('/api/my-registration/erasure-request', onErasureAsked);
  return (
    <section className="card" aria-labelledby="donnees">
      <h2 id="donnees">Vos données</h2>
      <dl className="glance">
        <div>
          <dt>Nom</dt>
          <dd>
            {view.firstName} {view.lastName}
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{view.email}</dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>{view.phone}</dd>
        </div>
        <div>
          <dt>Adresse</dt>
          <dd>
            {view.street} {view.houseNumber}, {view.postalCode} {view.city}
          </dd>
        </div>
        <div>
          <dt>Inscription</dt>
          <dd>
            {REGISTRATION_KIND_LABELS[view.kind]}, le {formatDateTime(view.createdAt)}
          </dd>
        </div>
        {view.comment && (
          <div>
            <dt>Commentaire</dt>
            <dd>{view.comment}</dd>
          </div>
        )}
      </dl>
      <ErrorBanner error={error} />
      <p>
        <button type="button" className="button secondary" disabled={busy} onClick={download}>
          Télécharger mes données (JSON)
        </button>
      </p>
      {view.erasureRequestedAt ? (
        <p>
          Vous avez demandé l'effacement de vos données le {formatDateTime(view.erasureRequestedAt)} : un bénévole le confirme
          sous peu.
        </p>
      ) : (
        <p>
          <button type="button" className="button secondary" disabled={busy} onClick={askErasure}>
            Demander l'effacement de mes données
          </button>{' '}
          <span className="form-hint">Un bénévole le confirme ; une inscription en cours est alors annulée.</span>
        </p>
      )}
    </section>
  );
}

/** A lost link, e-mailed again to the address of the registration (the same answer for any address). */
function LostLink() {
  const form = useSchemaForm(registrantLinkRequestSchema, { email: '' });
  const [answer, setAnswer] = useState('');
  const submit = form.submit(async (values) => {
    setAnswer(
      (await callApi<{ message: string }>('/api/my-registration/link-requests', { method: 'POST', data: values })).message,
    );
  });
  if (answer)
    return (
      <div className="card" role="status">
        <p>{answer}</p>
      </div>
    );
  return (
    <section className="card" aria-labelledby="lien-perdu">
      <h2 id="lien-perdu">Recevoir à nouveau le lien de mon inscription</h2>
      <form onSubmit={submit} noValidate>
        <ErrorBanner error={form.error} />
        <EmailInput {...form.field('email')} label="L'adresse e-mail de l'inscription" autoComplete="email" required />
        <BotTrap />
        <SubmitButton invalid={form.invalid} busy={form.sending}>
          M'envoyer le lien
        </SubmitButton>
        <LoadingClock loading={form.sending} label="Envoi…" />
      </form>
    </section>
  );
}
