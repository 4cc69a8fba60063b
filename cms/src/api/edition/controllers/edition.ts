import * as z from 'zod/mini';
import { API_MESSAGES, committeeAccountSchema, editionSettingsSchema, editionStateSchema } from '@brocante/shared';
import { notFound, requestData } from '../../../lib/api-errors';
import { editionDayOf } from '../../../lib/edition-day';
import { parse } from '../../../lib/parse';
import { committeeAccount } from '../../../engine/committee-account';
import { communeFile } from '../../../engine/commune-file';
import { PAPERS } from '../../../documents/commune-file-pdf';
import { editions } from '../../../engine/editions';
import { invitations } from '../../../engine/invitations';
import { settingsHistory } from '../../../engine/settings-history';
import { volunteerLabel } from '../../../lib/staff-role';

/** The language the commune's file is written in (French unless Dutch is asked), and its paper (A4 unless A3). */
const fileLanguage = z.strictObject({
  language: z._default(z.enum(['fr', 'nl']), 'fr'),
  paper: z._default(z.enum(PAPERS), 'a4'),
});

/**
 * Public: the specification's configuration and the pricing of the edition the public sees.
 * Staff: the editions, their settings and states, the committee's account and the history of changes.
 */
export default ({ strapi }: { strapi: any }) => {
  const day = editionDayOf;
  return {
    async current() {
      const configuration = await editions(strapi).current();
      if (!configuration) throw notFound(API_MESSAGES.configurationMissing);
      return { data: configuration };
    },

    /** GET /api/pricing: what a registration costs, beside the specification's configuration. */
    async pricing() {
      const pricing = await editions(strapi).pricing();
      if (!pricing) throw notFound(API_MESSAGES.configurationMissing);
      return { data: pricing };
    },

    async list() {
      return { data: await editions(strapi).list() };
    },
    async create(ctx: any) {
      return {
        data: await editions(strapi).create(parse(editionSettingsSchema, requestData(ctx.request.body)), volunteerLabel(ctx)),
      };
    },
    async update(ctx: any) {
      return {
        data: await editions(strapi).update(
          day(ctx),
          parse(editionSettingsSchema, requestData(ctx.request.body)),
          volunteerLabel(ctx),
        ),
      };
    },
    async changeState(ctx: any) {
      const { state, withoutPitches } = parse(editionStateSchema, requestData(ctx.request.body));
      const changed = await editions(strapi).changeState(day(ctx), state, volunteerLabel(ctx), { withoutPitches });
      return { data: changed };
    },
    /** GET /api/editions/:date/commune-file?language=nl&paper=a3: the « Dossier pour la commune », one PDF. */
    async communeFile(ctx: any) {
      const { language, paper } = parse(fileLanguage, ctx.query);
      const edition = day(ctx);
      const pdf = await communeFile(strapi).pdf(edition, language, paper);
      const name = language === 'nl' ? 'dossier-gemeente' : 'dossier-commune';
      ctx.set('Content-Disposition', `attachment; filename="${name}-${edition}.pdf"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/pdf';
      ctx.body = pdf;
    },
    async invite(ctx: any) {
      return { data: await invitations(strapi).invite(day(ctx), volunteerLabel(ctx)) };
    },
    async account() {
      return { data: await committeeAccount(strapi).read() };
    },
    async setAccount(ctx: any) {
      return {
        data: await committeeAccount(strapi).set(
          parse(committeeAccountSchema, requestData(ctx.request.body)),
          volunteerLabel(ctx),
        ),
      };
    },
    async changes() {
      return { data: await settingsHistory(strapi).list() };
    },
  };
};
