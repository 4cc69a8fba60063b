import type { Core } from '@strapi/strapi';
import { API_MESSAGES, INSURANCE_CERTIFICATE_MAX_MEGABYTES, type InsuranceCertificate } from '@brocante/shared';
import { apiMessage, isUniqueViolation, notFound, validationFailed } from '../lib/api-errors';
import { perStrapi } from '../lib/per-strapi';
import { certificateTypeOf, readableCertificate, type CertificateFile } from '../documents/insurance-certificate-pages';
import { editions } from './editions';

const UID = 'api::insurance-certificate.insurance-certificate';

export const INSURANCE_CERTIFICATE_MAX_BYTES = INSURANCE_CERTIFICATE_MAX_MEGABYTES * 1024 * 1024;

export const wrongCertificateType = () => validationFailed(API_MESSAGES.insuranceCertificateType, 'certificate-type');
export const tooLargeCertificate = () =>
  validationFailed(apiMessage('insuranceCertificateTooLarge', INSURANCE_CERTIFICATE_MAX_MEGABYTES), 'too-large');

/** A name to give the file back under: no folders, no control characters, at most 255 characters. */
function cleanName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-255);
  return base || `attestation-assurance.${extension}`;
}

const EXTENSIONS: Record<CertificateFile['type'], string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const described = (row: any): InsuranceCertificate => ({
  fileName: row.fileName,
  mimeType: row.mimeType,
  size: Number(row.size),
  uploadedAt: new Date(row.uploadedAt).toISOString(),
  uploadedBy: row.uploadedBy ?? null,
});

/**
 * The organiser's liability insurance certificate of each edition, filed by a volunteer and joined to the commune's
 * file (engine/commune-file.ts). Kept in the database, never in the media library (whose files are public under
 * /uploads): the database's backups carry it, and only the Staff role's routes read it.
 */
export const insuranceCertificates = perStrapi((strapi: Core.Strapi) => {
  const DETAILS = ['id', 'fileName', 'mimeType', 'size', 'uploadedAt', 'uploadedBy'];
  const rowOf = async (day: string, select?: string[]) => {
    await editions(strapi).edition(day);
    return strapi.db.query(UID).findOne({ where: { edition: day }, ...(select && { select }) });
  };
  return {
    async details(day: string): Promise<InsuranceCertificate | null> {
      const row = await rowOf(day, DETAILS);
      return row ? described(row) : null;
    },

    /** The certificate's file as it was filed, or null when none is. */
    async file(day: string): Promise<(InsuranceCertificate & CertificateFile) | null> {
      const row = await rowOf(day);
      return row ? { ...described(row), type: row.mimeType, content: Buffer.from(row.content, 'base64') } : null;
    },

    /** Files (or replaces) the edition's certificate: a PDF, a JPEG or a PNG by its bytes, that joins a file. */
    async store(day: string, content: Buffer, name: string | undefined, by: string | null): Promise<InsuranceCertificate> {
      await editions(strapi).edition(day);
      if (content.length > INSURANCE_CERTIFICATE_MAX_BYTES) throw tooLargeCertificate();
      const type = certificateTypeOf(content);
      if (!type) throw wrongCertificateType();
      if (!(await readableCertificate({ type, content })))
        throw validationFailed(API_MESSAGES.insuranceCertificateUnreadable, 'certificate-unreadable');
      const data = {
        edition: day,
        fileName: cleanName(name, EXTENSIONS[type]),
        mimeType: type,
        size: content.length,
        content: content.toString('base64'),
        uploadedAt: new Date(),
        uploadedBy: by,
      };
      const write = async () => {
        const existing = await strapi.db.query(UID).findOne({ where: { edition: day }, select: ['id'] });
        return existing
          ? strapi.db.query(UID).update({ where: { id: existing.id }, data })
          : strapi.db.query(UID).create({ data });
      };
      // Two volunteers filing at once: the second write replaces the first, as a replacement would.
      const row = await write().catch((error: unknown) => {
        if (isUniqueViolation(error)) return write();
        throw error;
      });
      return described(row);
    },

    async remove(day: string): Promise<void> {
      const row = await rowOf(day, ['id']);
      if (!row) throw notFound(API_MESSAGES.insuranceCertificateMissing);
      await strapi.db.query(UID).delete({ where: { id: row.id } });
    },
  };
});
