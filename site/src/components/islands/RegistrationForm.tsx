import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  countOf,
  formatDateTime,
  formatEuro,
  isRegistrationOpen,
  QUARTER_CITY,
  QUARTER_POSTAL_CODE,
  QUARTER_STREETS,
  registrationEnd,
  registrationInputSchema,
  type BrocanteConfiguration,
  type RegistrationKind,
  type RegistrationReceipt,
} from '@brocante/shared';
import {
  BotTrap,
  Checkbox,
  ErrorBanner,
  LoadingClock,
  Select,
  SubmitButton,
  TextArea,
  TextInput,
  useSchemaForm,
} from '@brocante/ui';
import '@brocante/ui/controls.css';
import { callApi, fetchLiveConfiguration } from '../../lib/api';

// Loaded once registered: the QR encoder is not needed to fill the form.
const PaymentInstructions = lazy(() => import('./PaymentInstructions'));

const STREET_OPTIONS = QUARTER_STREETS.map((street) => ({ id: street, name: street }));

/** What each route says first; it goes with the form once the registration is recorded. */
const INTRODUCTIONS: Record<RegistrationKind, ReactNode> = {
  neighbor: (
    <p>
      Vous habitez une rue du quartier ? Inscrivez-vous en priorité pour l'emplacement devant votre maison. Vous n'y habitez pas :{' '}
      <a href="/brocante/inscription/">inscription des visiteurs</a>.
    </p>
  ),
  visitor: (
    <p>
      Les emplacements restants sont attribués dans l'ordre des inscriptions. Vous habitez le quartier :{' '}
      <a href="/brocante/inscription-riverain/">inscription des riverains</a>.
    </p>
  ),
};

const OTHER_ROUTE: Record<RegistrationKind, { href: string; label: string }> = {
  neighbor: { href: '/brocante/inscription/', label: "l'inscription des visiteurs" },
  visitor: { href: '/brocante/inscription-riverain/', label: "l'inscription des riverains" },
};

function initialValues(kind: RegistrationKind) {
  return {
    kind,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    houseNumber: '',
    postalCode: kind === 'neighbor' ? QUARTER_POSTAL_CODE : '',
    city: kind === 'neighbor' ? QUARTER_CITY : '',
    comment: '',
    acceptsRules: false,
    acceptsPrivacy: false,
  };
}

/**
 * One registration screen for both routes; the kind comes from the route. The page is built with the
 * configuration of its build (no layout shift); the live configuration replaces it on load.
 */
export default function RegistrationForm({
  kind,
  builtConfiguration,
}: {
  kind: RegistrationKind;
  builtConfiguration: BrocanteConfiguration;
}) {
  const [configuration, setConfiguration] = useState<BrocanteConfiguration>(builtConfiguration);
  const form = useSchemaForm(registrationInputSchema, initialValues(kind));
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);

  useEffect(() => {
    // The configuration is loaded before the screen shows; without it, the error page.
    fetchLiveConfiguration()
      .then(setConfiguration)
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
  const other = OTHER_ROUTE[kind];
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
            Vous pouvez encore vous inscrire par <a href={other.href}>{other.label}</a>.
          </p>
        )}
      </div>
    );
  }

  const field = form.field;
  /** A neighbour's postal code and commune are the quarter's: shown, not typed. */
  const fixedForNeighbors = (description: string) => (kind === 'neighbor' ? { readOnly: true, description } : {});
  return (
    <form onSubmit={submit} noValidate>
      {INTRODUCTIONS[kind]}
      <p className="open-notice">
        Inscriptions ouvertes jusqu'au <strong>{deadline}</strong>. Prix :{' '}
        <strong>{formatEuro(configuration.registrationPrice)}</strong> par emplacement ; encore{' '}
        <strong>{countOf(configuration.count, 'emplacement libre', 'emplacements libres')}</strong>
        {configuration.count === 0 ? " : vous serez inscrit sur la liste d'attente" : ''}.
      </p>
      <p>Les champs marqués d'un astérisque (*) sont obligatoires.</p>
      <ErrorBanner error={form.error} />
      <fieldset>
        <legend>Vous</legend>
        <TextInput {...field('firstName')} label="Prénom" autoComplete="given-name" required />
        <TextInput {...field('lastName')} label="Nom" autoComplete="family-name" required />
        <TextInput
          {...field('email')}
          type="email"
          label="Adresse e-mail"
          autoComplete="email"
          inputMode="email"
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
            options={STREET_OPTIONS}
            description="L'emplacement devant votre maison vous est réservé en priorité."
            required
          />
        ) : (
          <TextInput {...field('street')} label="Rue" autoComplete="address-line1" required />
        )}
        <TextInput {...field('houseNumber')} label="Numéro" autoComplete="address-line2" required />
        <TextInput
          {...field('postalCode')}
          label="Code postal"
          autoComplete="postal-code"
          inputMode="numeric"
          {...fixedForNeighbors('Celui du quartier : il ne change pas.')}
          required
        />
        <TextInput
          {...field('city')}
          label="Commune"
          autoComplete="address-level2"
          {...fixedForNeighbors('Celle du quartier : elle ne change pas.')}
          required
        />
      </fieldset>
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
