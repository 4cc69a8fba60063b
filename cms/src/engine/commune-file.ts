import type { Core } from '@strapi/strapi';
import { PITCH_HOLDING_STATUSES, type Language, type RegistrationKind } from '@brocante/shared';
import { communeFilePdf, type Paper } from '../documents/commune-file-pdf';
import { withCertificate } from '../documents/insurance-certificate-pages';
import { perStrapi } from '../lib/per-strapi';
import { publishedQuarter } from '../lib/quarter';
import { TABLES } from '../lib/tables';
import { editions } from './editions';
import { insuranceCertificates } from './insurance-certificates';
import { pitchPlan } from './pitch-plan';

/**
 * The « Dossier pour la commune » of an edition (documents/commune-file-pdf.ts): what the committee sends its commune
 * ahead of the brocante, read from the edition, the committee's published page and the plan of the pitches, with the
 * organiser's insurance certificate after the plans when a volunteer filed it.
 */
export const communeFile = perStrapi((strapi: Core.Strapi) => ({
  async pdf(day: string, language: Language, paper: Paper = 'a4', now = new Date()): Promise<Buffer> {
    const edition = await editions(strapi).edition(day);
    const quarter = await publishedQuarter(strapi);
    const committee = await strapi.documents('api::committee.committee').findFirst({ status: 'published' });
    const pitches = await pitchPlan(strapi).plan('staff', edition.date);
    const holders: { kind: RegistrationKind; count: number | string }[] = await strapi.db
      .connection(TABLES.registrations)
      .where({ edition: edition.date })
      .whereIn('status', PITCH_HOLDING_STATUSES)
      .groupBy('kind')
      .select('kind', strapi.db.connection.raw('count(*) as count'));
    const exhibitors = (kind: RegistrationKind) => Number(holders.find((row) => row.kind === kind)?.count ?? 0);
    const insurance = await insuranceCertificates(strapi).file(edition.date);
    const pdf = await communeFilePdf(
      {
        edition,
        organiser: {
          name: quarter.committeeName,
          quarter: quarter.quarterName,
          commune: quarter.commune,
          email: (committee?.email as string | undefined) || null,
          phone: (committee?.phone as string | undefined) || null,
          postalAddress: (committee?.postalAddress as string | undefined) || null,
        },
        pitches,
        figures: {
          pitches: pitches.length,
          held: pitches.filter((pitch) => pitch.state !== 'free').length,
          exhibitors: exhibitors('neighbor') + exhibitors('visitor'),
          neighbors: exhibitors('neighbor'),
          visitors: exhibitors('visitor'),
        },
        insurance: insurance?.fileName ?? null,
        generatedAt: now,
      },
      language,
      paper,
    );
    return insurance ? withCertificate(pdf, insurance) : pdf;
  },
}));
