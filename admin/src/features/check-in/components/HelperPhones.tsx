import { renderSVG } from 'uqr';
import { countOf, formatClock, formatDateTime, type CheckInExhibitor, type HelperPhone } from '@brocante/shared';
import { ErrorBanner, Icon } from '@brocante/ui';
import { ADMIN_BASENAME, paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useHelperPhones, useNewPairingCode, useRevokePhone } from '../api/helper-phones';

const TAP_WORDS: Record<string, string> = {
  arrive: 'arrivée',
  'undo-arrival': 'arrivée annulée',
  pay: 'paiement sur place',
  release: 'emplacement libéré',
  give: 'emplacement donné',
  'walk-in': 'exposant sans inscription',
};

function phoneState(phone: HelperPhone): string {
  if (phone.revokedAt) return `Retiré à ${formatClock(phone.revokedAt)}`;
  if (Date.parse(phone.until) <= Date.now()) return 'Terminé';
  return `Actif jusqu'au ${formatDateTime(phone.until)}`;
}

/**
 * « Téléphones de l'accueil », for the coordination on the check-in screen: a QR code that pairs one helper's phone
 * (scanned with its camera, the helper types a first name), the phones paired, and one revoked. What a revoked phone
 * sent after is listed here: it was not recorded; the coordinator records it by hand if it was right.
 */
export function HelperPhones({ exhibitors }: { exhibitors: readonly CheckInExhibitor[] }) {
  const code = useNewPairingCode();
  const shown = code.data && Date.parse(code.data.expiresAt) > Date.now() ? code.data : null;
  const phones = useHelperPhones({ watching: shown !== null });
  const revoke = useRevokePhone();
  const link = shown ? `${window.location.origin}${ADMIN_BASENAME}${paths.pair.getHref()}#${shown.key}` : '';
  // The code shown is spent once a phone has paired since it was asked for: the next one needs another.
  const taken = shown && phones.data?.some((phone) => Date.parse(phone.pairedAt) >= code.submittedAt);
  const nameOf = (documentId: string) => {
    const exhibitor = exhibitors.find((one) => one.documentId === documentId);
    return exhibitor ? `${exhibitor.name} (${exhibitor.pitches.join(', ')})` : 'un exposant sans inscription';
  };

  function confirmRevoke(phone: HelperPhone) {
    const question = `Retirer le téléphone de ${phone.name} ? Il ne voit plus rien et ce qu'il envoie n'est plus enregistré.`;
    if (window.confirm(question)) revoke.mutate(phone.id);
  }

  return (
    <section className="helper-phones no-print" aria-labelledby="helper-phones-title">
      <h2 id="helper-phones-title">Téléphones de l&apos;accueil</h2>
      <p>
        Un aide du jour peut utiliser son propre téléphone : il scanne ce code avec l&apos;appareil photo, tape son prénom, et son
        téléphone ouvre l&apos;accueil jusqu&apos;au lendemain de la brocante. Un code sert à un seul téléphone.
      </p>
      <ErrorBanner error={errorText(code.error) ?? errorText(phones.error) ?? errorText(revoke.error)} />
      {shown && !taken ? (
        <figure className="pairing-code">
          <div
            className="qr-code"
            role="img"
            aria-label="Code QR d'association d'un téléphone"
            dangerouslySetInnerHTML={{ __html: renderSVG(link, { ecc: 'M', border: 2, pixelSize: 6 }) }}
          />
          <figcaption>
            Valable jusqu&apos;à {formatClock(shown.expiresAt)}, pour un téléphone. Sans appareil photo : ouvrez{' '}
            <span className="reference">{link}</span>
          </figcaption>
        </figure>
      ) : (
        <button type="button" className="button secondary" disabled={code.isPending} onClick={() => code.mutate()}>
          <Icon name="add" />
          {shown ? 'Associer un autre téléphone' : 'Associer un téléphone'}
        </button>
      )}
      {phones.data && phones.data.length > 0 && (
        <ul className="helper-phone-list">
          {phones.data.map((phone) => (
            <li key={phone.id} className="card">
              <p>
                <strong>{phone.name}</strong> — associé à {formatClock(phone.pairedAt)},{' '}
                {phone.lastSyncAt ? `dernier envoi à ${formatClock(phone.lastSyncAt)}` : 'rien envoyé encore'}.{' '}
                <span>{phoneState(phone)}</span>
              </p>
              {phone.refusedTaps.length > 0 && (
                <details>
                  <summary>
                    {countOf(phone.refusedTaps.length, 'geste refusé', 'gestes refusés')} après son retrait : à vérifier
                  </summary>
                  <ul>
                    {phone.refusedTaps.map(({ tap, refusedAt }) => (
                      <li key={`${tap.registration}-${tap.action}-${tap.at}`}>
                        {TAP_WORDS[tap.action] ?? tap.action} de {nameOf(tap.registration)}, touchée à {formatClock(tap.at)}{' '}
                        (reçue à {formatClock(refusedAt)})
                      </li>
                    ))}
                  </ul>
                </details>
              )}
              {!phone.revokedAt && Date.parse(phone.until) > Date.now() && (
                <button
                  type="button"
                  className="button secondary"
                  disabled={revoke.isPending}
                  onClick={() => confirmRevoke(phone)}
                >
                  <Icon name="cross" />
                  Retirer le téléphone de {phone.name}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
