import { useEffect, useRef } from 'react';
import { renderSVG } from 'uqr';
import { epcQrPayload, pitchLabel, transferLines, type RegistrationReceipt } from '@brocante/shared';

/** What a person needs to pay by bank transfer, and the EPC QR code their banking app scans. */
export default function PaymentInstructions({ receipt }: { receipt: RegistrationReceipt }) {
  const payload = epcQrPayload(receipt.transfer);
  const waiting = receipt.status === 'waitlist';
  const section = useRef<HTMLElement>(null);
  // The form is gone: take the person (and their screen reader) to what replaced it.
  useEffect(() => section.current?.focus(), []);

  return (
    <section ref={section} className="card receipt" aria-labelledby="receipt-title" tabIndex={-1}>
      <h2 id="receipt-title">Inscription enregistrée</h2>
      {receipt.location ? (
        <p>
          Votre emplacement : <strong>{pitchLabel(receipt.location)}</strong>. Il vous est réservé dès réception du paiement.
        </p>
      ) : (
        <p>
          Tous les emplacements sont pris : vous êtes <strong>n° {receipt.waitlistPosition} sur la liste d'attente</strong>. Nous
          vous écrirons dès qu'un emplacement se libère ; vous pouvez payer dès maintenant ou attendre notre message.
        </p>
      )}
      <h3>Paiement par virement{waiting ? ' (quand un emplacement vous sera attribué)' : ''}</h3>
      <dl className="transfer">
        {transferLines(receipt.transfer).map(({ key, label, value }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd className={key === 'structuredCommunication' ? 'reference' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
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
      <p>
        Ces instructions vous sont aussi envoyées par e-mail. Indiquez bien la communication structurée : c'est elle qui relie
        votre paiement à votre inscription.
      </p>
    </section>
  );
}
