import * as z from 'zod/mini';
import { API_MESSAGES } from '@brocante/shared';
import { notFound } from '../../../lib/api-errors';
import { editionDayOf } from '../../../lib/edition-day';
import { fileBody } from '../../../lib/file-body';
import { parse } from '../../../lib/parse';
import {
  INSURANCE_CERTIFICATE_MAX_BYTES,
  insuranceCertificates,
  tooLargeCertificate,
} from '../../../engine/insurance-certificates';
import { volunteerLabel } from '../../../lib/staff-role';

/** The name the volunteer's file had (?name=attestation.pdf), to give it back under. */
const uploadQuery = z.strictObject({ name: z.optional(z.string().check(z.maxLength(255))) });

/**
 * Staff: an edition's insurance certificate. PUT takes the file as is (its bytes as the body, not JSON), GET gives it
 * back under its name, never cached, DELETE removes it; /details says what is filed (or null).
 */
export default ({ strapi }: { strapi: any }) => {
  const day = editionDayOf;
  return {
    async details(ctx: any) {
      return { data: await insuranceCertificates(strapi).details(day(ctx)) };
    },
    async download(ctx: any) {
      const file = await insuranceCertificates(strapi).file(day(ctx));
      if (!file) throw notFound(API_MESSAGES.insuranceCertificateMissing);
      ctx.attachment(file.fileName);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = file.mimeType;
      ctx.body = file.content;
    },
    async upload(ctx: any) {
      const edition = day(ctx);
      const { name } = parse(uploadQuery, ctx.query);
      const content = await fileBody(ctx.req, INSURANCE_CERTIFICATE_MAX_BYTES);
      if (!content) throw tooLargeCertificate();
      return { data: await insuranceCertificates(strapi).store(edition, content, name, volunteerLabel(ctx)) };
    },
    async remove(ctx: any) {
      await insuranceCertificates(strapi).remove(day(ctx));
      return { data: null };
    },
  };
};
