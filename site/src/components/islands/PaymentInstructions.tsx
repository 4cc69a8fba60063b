import { useEffect, useRef, useState } from 'react';
import { renderSVG } from 'uqr';
import {
  epcQrPayload,
  amountBreakdown,
  formatStructuredCommunication,
  pitchesLabel,
  transferLines,
  type Language,
  type RegistrationReceipt,
  type TransferInstructions,
  isPaid,
  isWaitlisted,
} from '@brocante/shared';
import { fill } from '../../i18n/fill';
import { rich } from '../../i18n/rich';
import type { PaymentTexts } from '../../i18n/types';

type Copyable = 'amount' | 'iban' | 'structuredCommunication';

/** What one tap copies, as a banking app's field takes it. */
const COPIED: Record<Copyable, (transfer: TransferInstructions) => string> = {
  amount: (transfer) => transfer.amount.toFixed(2).replace('.', ','),
  iban: (transfer) => transfer.iban,
  structuredCommunication: (transfer) => formatStructuredCommunication(transfer.structuredCommunication),
};
const isCopyable = (key: string): key is Copyable => key in COPIED;

/**
 * The transfer to make, line by line with one-tap copy (on a phone the QR code cannot be scanned
 * by that same phone), and the EPC QR code a banking app scans.
 */
export function TransferDetails({
  transfer,
  language,
  texts,
}: {
  transfer: TransferInstructions;
  language: Language;
  texts: PaymentTexts;
}) {
  const payload = epcQrPayload(transfer);
  const [copied, setCopied] = useState('');
  async function copy(key: Copyable) {
    try {
      await navigator.clipboard.writeText(COPIED[key](transfer));
      setCopied(texts[key].done);
    } catch {
      setCopied(texts[key].failed);
    }
  }

  return (
    <>
      <dl className="transfer">
        {transferLines(transfer, language).map(({ key, label, value }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <span className={key === 'structuredCommunication' ? 'reference' : undefined}>{value}</span>
              {isCopyable(key) && (
                <button type="button" className="copy" aria-label={texts[key].button} onClick={() => copy(key)}>
                  {texts.copy}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="copy-status" role="status">
        {copied}
      </p>
      <figure className="qr">
        <div
          className="qr-code"
          role="img"
          aria-label={texts.qrLabel}
          dangerouslySetInnerHTML={{ __html: renderSVG(payload, { ecc: 'M', border: 2, pixelSize: 6 }) }}
        />
        <figcaption>{texts.qrCaption}</figcaption>
      </figure>
    </>
  );
}

/** What a person reads right after registering: their pitches or place in line, and the transfer to make, if any. */
export default function PaymentInstructions({
  receipt,
  language,
  texts,
}: {
  receipt: RegistrationReceipt;
  language: Language;
  texts: PaymentTexts;
}) {
  const waiting = isWaitlisted(receipt.status);
  const several = receipt.locations.length > 1;
  const section = useRef<HTMLElement>(null);
  // The form is gone: take the person (and their screen reader) to what replaced it.
  useEffect(() => section.current?.focus(), []);

  return (
    <section ref={section} className="card receipt" aria-labelledby="receipt-title" tabIndex={-1}>
      <h2 id="receipt-title">{isPaid(receipt.status) ? texts.confirmed : texts.recorded}</h2>
      {waiting ? (
        <p>
          {rich(texts.waitlist, {
            position: <strong>{fill(texts.waitlistPosition, { position: receipt.waitlistPosition ?? '' })}</strong>,
            payNow: receipt.transfer ? texts.payNow : '',
          })}
        </p>
      ) : (
        <p>
          {rich(several ? texts.yourPitches : texts.yourPitch, {
            pitches: <strong>{pitchesLabel(receipt.locations, language)}</strong>,
            reserved: receipt.transfer ? texts.reservedOnPayment : texts.reserved,
          })}
        </p>
      )}
      {receipt.transfer ? (
        <>
          <h3>{fill(texts.transferTitle, { whenAssigned: waiting ? texts.whenAssigned : '' })}</h3>
          <p>{amountBreakdown(receipt.amount, language)}</p>
          <TransferDetails transfer={receipt.transfer} language={language} texts={texts} />
          <p>{texts.byEmail}</p>
        </>
      ) : (
        <p>{texts.nothingToPay}</p>
      )}
    </section>
  );
}
