import { useEffect, useState } from 'react';
import {
  API_MESSAGES,
  formatDateTime,
  INSURANCE_CERTIFICATE_MAX_MEGABYTES,
  type InsuranceCertificate as Certificate,
} from '@brocante/shared';
import { ErrorBanner, FileInput } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { certificateDetails, downloadCertificate, removeCertificate, uploadCertificate } from '../api/insurance-certificate';

/** 840 Ko, 1,2 Mo: what a volunteer reads of a file's size. */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-BE', { maximumFractionDigits: 1 })} Mo`;
}

/**
 * The organiser's liability insurance certificate of the edition, joined by the server after the plans of the commune's
 * file: what is filed (name, size, when, by whom), a file to file or replace it (PDF, JPEG or PNG), and « Retirer ».
 * Staff only; never on the site.
 */
export function InsuranceCertificate({ edition }: { edition: string }) {
  const [certificate, setCertificate] = useState<Certificate | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new input after each filing: the same file may be chosen again.
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    let current = true;
    setCertificate(undefined);
    certificateDetails(edition).then(
      (details) => current && setCertificate(details),
      (failure: unknown) => current && setError(errorText(failure)),
    );
    return () => {
      current = false;
    };
  }, [edition]);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  function file(chosen: File | null) {
    if (!chosen) return;
    setInputKey((key) => key + 1);
    // The server's limit, said before a long sending that it would refuse.
    if (chosen.size > INSURANCE_CERTIFICATE_MAX_MEGABYTES * 1024 * 1024) {
      setError(API_MESSAGES.insuranceCertificateTooLarge(INSURANCE_CERTIFICATE_MAX_MEGABYTES));
      return;
    }
    void act(async () => setCertificate(await uploadCertificate(edition, chosen)));
  }

  function remove() {
    if (
      !certificate ||
      !window.confirm(`Retirer l'attestation « ${certificate.fileName} » ? Le dossier dira qu'elle est à joindre.`)
    )
      return;
    void act(async () => {
      await removeCertificate(edition);
      setCertificate(null);
    });
  }

  return (
    <div className="insurance-certificate">
      <h3>Attestation d'assurance</h3>
      {certificate === undefined ? null : certificate ? (
        <p>
          Jointe au dossier : <strong>{certificate.fileName}</strong> ({sizeText(certificate.size)}), déposée le{' '}
          {formatDateTime(certificate.uploadedAt)}
          {certificate.uploadedBy ? ` par ${certificate.uploadedBy}` : ''}.{' '}
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => act(() => downloadCertificate(edition, certificate))}
          >
            Télécharger
          </button>{' '}
          <button type="button" className="button secondary" disabled={busy} onClick={remove}>
            Retirer
          </button>
        </p>
      ) : (
        <p>Aucune attestation n'est déposée : le dossier dira qu'elle est à joindre.</p>
      )}
      <FileInput
        key={inputKey}
        name="insurance-certificate"
        label={certificate ? "Remplacer l'attestation" : "Déposer l'attestation"}
        description={`PDF, JPEG ou PNG, ${INSURANCE_CERTIFICATE_MAX_MEGABYTES} Mo au plus : jointe après les plans, jamais publiée sur le site.`}
        accept=".pdf,.jpg,.jpeg,.png"
        disabled={busy || certificate === undefined}
        onChange={file}
      />
      <ErrorBanner error={error} />
    </div>
  );
}
