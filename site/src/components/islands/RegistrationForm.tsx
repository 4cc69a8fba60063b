import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  amountBreakdown,
  amountDue,
  countOf,
  formatDate,
  formatDateTime,
  formatEuro,
  isFree,
  isRegistrationOpen,
  registrationEnd,
  type BrocanteConfiguration,
  type PublicPricing,
  type Quarter,
  type RegistrationKind,
  type RegistrationReceipt,
} from '@brocante/shared';
import { BotTrap, Checkbox, EmailInput, Select, SubmitButton, TextArea, TextInput, useSchemaForm } from '@brocante/ui';
import '@brocante/ui/controls.css';
import { callApi, fetchLiveConfiguration, fetchLivePricing } from '../../lib/api';
import { ErrorBanner, LoadingClock } from '../../lib/form-feedback';
import { registrationRules, useFormRules } from '../../lib/form-rules';

// Loaded once registered: the QR encoder is not needed to fill the form.
const PaymentInstructions = lazy(() => import('./PaymentInstructions'));

const asOptions = (names: string[]) => names.map((name) => ({ id: name, name }));

type FormValues = ReturnType<typeof initialValues>;
const toInput = (values: FormValues) => ({ ...values, pitchCount: Number(values.pitchCount) });

/** A neighbour's commune is the quarter's, and so is the postal code when the quarter has only one. */
function initialValues(kind: RegistrationKind, quarter: Quarter) {
  const postalCode = quarter.postalCodes.length === 1 ? quarter.postalCodes[0]! : '';
  return {
    kind,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    houseNumber: '',
    postalCode: kind === 'neighbor' ? postalCode : '',
    city: kind === 'neighbor' ? quarter.commune : '',
    comment: '',
    /** As the select gives it; a number for the schema (toInput). */
    pitchCount: '1',
    acceptsRules: false,
    acceptsPrivacy: false,
    wantsInvitation: false,
  };
}

/**
 * One registration screen for both routes; the kind comes from the route. The page is built with the
 * configuration of its build (no layout shift); the live configuration replaces it on load. The quarter is
 * the one the committee published when the site was built (publishing it rebuilds the site).
 */
export default function RegistrationForm({
  kind,
  quarter,
  builtConfiguration,
  builtPricing,
  introduction,
}: {
  kind: RegistrationKind;
  /** Its streets offered to a neighbour, its commune and postal code(s) theirs. */
  quarter: Quarter;
  builtConfiguration: BrocanteConfiguration;
  builtPricing: PublicPricing;
  /** What the route says first, written by the page (server-rendered); it goes with the form once the registration is recorded. */
  introduction: ReactNode;
}) {
  const [configuration, setConfiguration] = useState<BrocanteConfiguration>(builtConfiguration);
  const [pricing, setPricing] = useState<PublicPricing>(builtPricing);
  const { rules, loadRules } = useFormRules(() => registrationRules(quarter));
  const form = useSchemaForm(rules, initialValues(kind, quarter), toInput);
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);

  useEffect(() => {
    // The configuration is loaded before the screen shows; without it, the error page.
    Promise.all([fetchLiveConfiguration(), fetchLivePricing()])
      .then(([live, livePricing]) => {
        setConfiguration(live);
        setPricing(livePricing);
      })
      .catch(() => window.location.assign('/error/'));
  }, []);

  const submit = form.submit(async (values) =>
    setReceipt(await callApi<RegistrationReceipt>('/api/registrations', { method: 'POST', data: values })),
  );

  if (receipt) {
    return (
      <Suspense fallback={<LoadingClock loading label="Préparation des instructions de paiement…" />}>
        <PaymentInstructions receipt={receipt} />
      </Suspense>
    );
  }

  const deadline = formatDateTime(registrationEnd(configuration, kind));
  if (pricing.registrationsClosed) {
    return (
      <div className="card closed-notice" role="status">
        <h2>Inscriptions clôturées</h2>
        <p>Le comité a clôturé les inscriptions à la brocante du {formatDate(configuration.date)}.</p>
      </div>
    );
  }
  if (!isRegistrationOpen(configuration, kind)) {
    return (
      <div className="card closed-notice" role="status">
        <h2>Inscriptions clôturées</h2>
        <p>
          {kind === 'neighbor' ? 'Les inscriptions des riverains' : 'Les inscriptions des visiteurs'} sont clôturées depuis le{' '}
          {deadline}.
        </p>
        {kind === 'neighbor' && isRegistrationOpen(configuration, 'visitor') && (
          <p>
            Vous pouvez encore vous inscrire par <a href="/brocante/inscription/">l'inscription des visiteurs</a>.
          </p>
        )}
      </div>
    );
  }

  const field = form.field;
  const due = amountDue(pricing, kind, Number(form.values.pitchCount));
  const onePitch = amountDue(pricing, kind, 1);
  /** A neighbour's postal code and commune are the quarter's: shown, not typed. */
  const fixedForNeighbors = (description: string) => (kind === 'neighbor' ? { readOnly: true, description } : {});
  return (
    <form onSubmit={submit} onFocus={loadRules} noValidate>
      {introduction}
      <p className="open-notice">
        Inscriptions ouvertes jusqu'au <strong>{deadline}</strong>. Prix
        {kind === 'neighbor' && pricing.neighborPrice !== null ? ' pour les riverains' : ''} :{' '}
        <strong>{isFree(onePitch.pitchPrice) ? 'gratuit' : `${formatEuro(onePitch.pitchPrice)} par emplacement`}</strong>
        {onePitch.deposit > 0 && (
          <>
            , plus une caution de <strong>{formatEuro(onePitch.deposit)}</strong> par inscription, rendue après la brocante si
            l'emplacement est laissé propre
          </>
        )}{' '}
        ; encore <strong>{countOf(configuration.count, 'emplacement libre', 'emplacements libres')}</strong>
        {configuration.count === 0 ? " : vous serez inscrit sur la liste d'attente" : ''}.
      </p>
      <p>Les champs marqués d'un astérisque (*) sont obligatoires.</p>
      <ErrorBanner error={form.error} />
      <fieldset>
        <legend>Vous</legend>
        <TextInput {...field('firstName')} label="Prénom" autoComplete="given-name" required />
        <TextInput {...field('lastName')} label="Nom" autoComplete="family-name" required />
        <EmailInput
          {...field('email')}
          label="Adresse e-mail"
          autoComplete="email"
          description="Nous y envoyons les instructions de paiement."
          required
        />
        <TextInput
          {...field('phone')}
          type="tel"
          label="Téléphone"
          autoComplete="tel"
          inputMode="tel"
          description="Pour vous joindre le jour de la brocante."
          required
        />
      </fieldset>
      <fieldset>
        <legend>{kind === 'neighbor' ? 'Votre adresse dans le quartier' : 'Votre adresse'}</legend>
        {kind === 'neighbor' ? (
          <Select
            {...field('street')}
            label="Rue"
            options={asOptions(quarter.streets)}
            description="L'emplacement devant votre maison vous est réservé en priorité."
            required
          />
        ) : (
          <TextInput {...field('street')} label="Rue" autoComplete="address-line1" required />
        )}
        <TextInput {...field('houseNumber')} label="Numéro" autoComplete="address-line2" required />
        {kind === 'neighbor' && quarter.postalCodes.length > 1 ? (
          <Select
            {...field('postalCode')}
            label="Code postal"
            options={asOptions(quarter.postalCodes)}
            description="L'un de ceux du quartier."
            required
          />
        ) : (
          <TextInput
            {...field('postalCode')}
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
            {...fixedForNeighbors('Celui du quartier : il ne change pas.')}
            required
          />
        )}
        <TextInput
          {...field('city')}
          label="Commune"
          autoComplete="address-level2"
          {...fixedForNeighbors('Celle du quartier : elle ne change pas.')}
          required
        />
      </fieldset>
      {pricing.pitchesPerRegistration > 1 && (
        <Select
          {...field('pitchCount')}
          label="Nombre d'emplacements"
          options={Array.from({ length: pricing.pitchesPerRegistration }, (_, index) => ({
            id: String(index + 1),
            name: countOf(index + 1, 'emplacement'),
          }))}
          description="Plusieurs emplacements sont voisins quand c'est possible."
          required
        />
      )}
      <p className="amount-due" aria-live="polite">
        {isFree(due.total) ? (
          <>
            Rien à payer : votre inscription est <strong>confirmée dès son envoi</strong>.
          </>
        ) : (
          <>
            À payer par virement : <strong>{amountBreakdown(due)}</strong>.
          </>
        )}
      </p>
      <TextArea
        {...field('comment')}
        label="Commentaire (facultatif)"
        maxLength={1000}
        description="Une demande particulière ? Dites-le au comité."
      />
      <Checkbox {...field('acceptsRules')} checked={form.values.acceptsRules} required>
        J'accepte le <a href="/brocante/reglement/">règlement de la brocante</a>. *
      </Checkbox>
      <Checkbox {...field('acceptsPrivacy')} checked={form.values.acceptsPrivacy} required>
        J'ai lu la <a href="/confidentialite/">politique de confidentialité</a> : le comité garde mes données pour organiser la
        brocante. *
      </Checkbox>
      <Checkbox {...field('wantsInvitation')} checked={form.values.wantsInvitation}>
        Prévenez-moi par e-mail de la prochaine brocante du quartier (facultatif : une invitation par brocante, et un lien pour ne
        plus en recevoir).
      </Checkbox>
      <BotTrap />
      {form.invalid && (
        <p className="form-hint">Le bouton s'active quand tous les champs obligatoires sont correctement remplis.</p>
      )}
      <SubmitButton invalid={form.invalid} busy={form.sending}>
        Je m'inscris
      </SubmitButton>
      <LoadingClock loading={form.sending} label="Inscription en cours…" />
    </form>
  );
}
