import { useState } from 'react';
import { formatDateTime, formatEuro, paymentProgress, type editionWork, isPaid } from '@brocante/shared';
import type { Registration } from '../../types';
import { UndeliveredEmail } from '../UndeliveredEmail';
import { useMay } from '../../../../hooks/use-may';
import { ErasureRequest } from './ErasureRequest';

/** What is waiting for the volunteer: a refund due, an e-mail the server refused, an erasure asked for. */
export function RegistrationNotices({
  registration,
  erased,
  work,
  busy,
}: {
  registration: Registration;
  erased: boolean;
  work: ReturnType<typeof editionWork>;
  busy: boolean;
}) {
  const [emailSaid, setEmailSaid] = useState('');
  const { may } = useMay();

  return (
    <>
      {registration.refundRequestedAt &&
        (isPaid(registration.status) ? (
          <p className="notice">
            Trop-perçu à rembourser :{' '}
            {formatEuro(paymentProgress({ amount: registration.amount }, registration.paidAmount ?? 0).overpaid)}, depuis le{' '}
            {formatDateTime(registration.refundRequestedAt)}.
          </p>
        ) : (
          <p className="notice">
            Remboursement à faire : {formatEuro(registration.paidAmount ?? registration.amount)}, annulée après paiement le{' '}
            {formatDateTime(registration.refundRequestedAt)}.
          </p>
        ))}
      {registration.undeliveredEmail && !erased && work !== 'none' && may('registrations.change') && (
        <UndeliveredEmail
          documentId={registration.documentId}
          email={registration.email}
          undelivered={registration.undeliveredEmail}
          onCorrected={setEmailSaid}
        />
      )}
      <p role="status">{emailSaid}</p>
      {registration.erasureRequestedAt && !erased && may('personal-data') && (
        <ErasureRequest documentId={registration.documentId} requestedAt={registration.erasureRequestedAt} busy={busy} />
      )}
    </>
  );
}
