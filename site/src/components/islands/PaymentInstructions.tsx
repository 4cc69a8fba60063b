import { useEffect, useRef, useState } from 'react';
import { renderSVG } from 'uqr';
import {
  epcQrPayload,
  amountBreakdown,
  formatStructuredCommunication,
  pitchesLabel,
  transferLines,
  type RegistrationReceipt,
  type TransferInstructions,
} from '@brocante/shared';

/** What one tap copies, as a banking app's field takes it. */
const COPIED: Partial<Record<keyof TransferInstructions, { name: string; value: (transfer: TransferInstructions) => string }>> = {
  amount: { name: 'le montant', value: (transfer) => transfer.amount.toFixed(2).replace('.', ',') },
  iban: { name: "l'IBAN", value: (transfer) => transfer.iban },
  structuredCommunication: {
    name: 'la communication structurée',
    value: (transfer) => formatStructuredCommunication(transfer.structuredCommunication),
  },
};

/**
 * The transfer to make, line by line with one-tap copy (on a phone the QR code cannot be scanned
 * by that same phone), and the EPC QR code a banking app scans.
 */
export function TransferDetails({ transfer }: { transfer: TransferInstructions }) {
  const payload = epcQrPayload(transfer);
  const [copied, setCopied] = useState('');
  async function copy(name: string, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      const feminine = name.startsWith('la ');
      setCopied(
        `${name[0]!.toUpperCase()}${name.slice(1)} est copié${feminine ? 'e' : ''} : collez-${feminine ? 'la' : 'le'} dans votre application bancaire.`,
      );
    } catch {
      setCopied(`Impossible de copier ${name} : sélectionnez-le et copiez-le à la main.`);
    }
  }

  return (
    <>
      <dl className="transfer">
        {transferLines(transfer).map(({ key, label, value }) => {
          const copyable = COPIED[key];
          return (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                <span className={key === 'structuredCommunication' ? 'reference' : undefined}>{value}</span>
                {copyable && (
                  <button
                    type="button"
                    className="copy"
                    aria-label={`Copier ${copyable.name}`}
                    onClick={() => copy(copyable.name, copyable.value(transfer))}
                  >
                    Copier
                  </button>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="copy-status" role="status">
        {copied}
      </p>
      <figure className="qr">
        <div
          className="qr-code"
          role="img"
          aria-label="Code QR de virement (EPC) à scanner avec votre application bancaire"
          dangerouslySetInnerHTML={{ __html: renderSVG(payload, { ecc: 'M', border: 2, pixelSize: 6 }) }}
        />
        <figcaption>
          Scannez ce code avec votre application bancaire : montant, compte et communication sont remplis pour vous.
        </figcaption>
      </figure>
    </>
  );
}

/** What a person reads right after registering: their pitches or place in line, and the transfer to make, if any. */
export default function PaymentInstructions({ receipt }: { receipt: RegistrationReceipt }) {
  const waiting = receipt.status === 'waitlist';
  const several = receipt.locations.length > 1;
  const section = useRef<HTMLElement>(null);
  // The form is gone: take the person (and their screen reader) to what replaced it.
  useEffect(() => section.current?.focus(), []);

  return (
    <section ref={section} className="card receipt" aria-labelledby="receipt-title" tabIndex={-1}>
      <h2 id="receipt-title">{receipt.status === 'paid' ? 'Inscription confirmée' : 'Inscription enregistrée'}</h2>
      {waiting ? (
        <p>
          Pas assez d'emplacements libres : vous êtes <strong>n° {receipt.waitlistPosition} sur la liste d'attente</strong>. Nous
          vous écrirons dès qu'un emplacement se libère
          {receipt.transfer ? ' ; vous pouvez payer dès maintenant ou attendre notre message' : ''}.
        </p>
      ) : (
        <p>
          {several ? 'Vos emplacements' : 'Votre emplacement'} : <strong>{pitchesLabel(receipt.locations)}</strong>.{' '}
          {receipt.transfer
            ? 'Réservé pour vous dès réception du paiement.'
            : 'Réservé pour vous : rendez-vous le jour de la brocante !'}
        </p>
      )}
      {receipt.transfer ? (
        <>
          <h3>Paiement par virement{waiting ? ' (quand un emplacement vous sera attribué)' : ''}</h3>
          <p>{amountBreakdown(receipt.amount)}</p>
          <TransferDetails transfer={receipt.transfer} />
          <p>
            Ces instructions vous sont aussi envoyées par e-mail, avec le lien privé de votre inscription : vous y retrouvez tout,
            et vous pouvez corriger votre téléphone ou annuler. Indiquez bien la communication structurée : c'est elle qui relie
            votre paiement à votre inscription.
          </p>
        </>
      ) : (
        <p>
          Il n'y a rien à payer. Un e-mail vous confirme l'inscription, avec son lien privé : vous pouvez y corriger votre
          téléphone ou annuler.
        </p>
      )}
    </section>
  );
}
