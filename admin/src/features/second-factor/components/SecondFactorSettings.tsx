import { useState } from 'react';
import { renderSVG } from 'uqr';
import { countOf, RECOVERY_CODE_COUNT } from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, TextInput } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useBeginSecondFactor, useConfirmSecondFactor, useSecondFactor } from '../api/second-factor';

/**
 * « Double authentification », on the volunteer's own account: scan the QR code with an authenticator app (FreeOTP,
 * Aegis, Google Authenticator…), type its code, and keep the recovery codes shown once. From then on, each sign-in
 * asks for the app's code after the password. A lost phone: a recovery code, or the coordination resets it.
 */
export function SecondFactorSettings() {
  const status = useSecondFactor();
  const begin = useBeginSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  const recoveryCodes = confirm.data?.recoveryCodes;

  return (
    <section className="card" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Double authentification</h2>
      <ErrorBanner error={errorText(status.error) ?? errorText(begin.error)} />
      <LoadingClock loading={status.isPending} />
      {recoveryCodes ? (
        <>
          <p role="status">
            La double authentification est active. Voici vos {RECOVERY_CODE_COUNT} codes de secours : chacun remplace une fois le
            code de l&apos;application, si vous perdez votre téléphone. Notez-les ou imprimez-les maintenant, ils ne
            s&apos;affichent qu&apos;une fois.
          </p>
          <ul className="recovery-codes" aria-label="Codes de secours">
            {recoveryCodes.map((recovery) => (
              <li key={recovery} className="reference">
                {recovery}
              </li>
            ))}
          </ul>
          <button type="button" className="button secondary" onClick={() => window.print()}>
            <Icon name="print" />
            Imprimer les codes
          </button>
        </>
      ) : status.data?.enabled ? (
        <p>
          Active : chaque connexion demande le code de votre application.{' '}
          {countOf(status.data.recoveryCodesLeft, 'code de secours reste', 'codes de secours restent')}.
        </p>
      ) : begin.data ? (
        <form
          className="second-factor-enrolment"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate(code);
          }}
        >
          <p>
            Scannez ce code avec l&apos;application d&apos;authentification de votre téléphone, puis tapez le code à 6 chiffres
            qu&apos;elle affiche.
          </p>
          <div
            className="qr-code"
            role="img"
            aria-label="Code QR pour l'application d'authentification"
            dangerouslySetInnerHTML={{ __html: renderSVG(begin.data.uri, { ecc: 'M', border: 2, pixelSize: 5 }) }}
          />
          <p>
            Sans appareil photo, tapez cette clé dans l&apos;application : <span className="reference">{begin.data.secret}</span>
          </p>
          <ErrorBanner error={errorText(confirm.error)} />
          <TextInput
            name="code"
            label="Code de l'application"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            required
          />
          <button type="submit" className="button" disabled={confirm.isPending || code.trim() === ''}>
            <Icon name="check" />
            Activer
          </button>
        </form>
      ) : (
        status.data && (
          <>
            <p>
              Une double authentification protège le compte si quelqu&apos;un connaît votre mot de passe : après lui, chaque
              connexion demande le code à 6 chiffres d&apos;une application de votre téléphone.
            </p>
            <button type="button" className="button secondary" disabled={begin.isPending} onClick={() => begin.mutate()}>
              <Icon name="add" />
              Mettre en place la double authentification
            </button>
          </>
        )
      )}
    </section>
  );
}
