import * as z from 'zod/mini';
import { API_MESSAGES, DEFAULT_LANGUAGE, type DraftPreview } from '@brocante/shared';
import { notFound, requestData } from '../../../lib/api-errors';
import { parse } from '../../../lib/parse';
import { previewedPage, readPreviewToken } from '../../../lib/preview';

const previewRequest = z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(1000)) });

interface PreviewedDocument {
  title: string;
  excerpt?: string;
  body: string;
  coverAlt?: string | null;
  cover?: { url: string; width: number; height: number; alternativeText: string | null } | null;
}

/**
 * The draft a preview token names, as the site's preview page shows it. A forged, altered or
 * expired token, or a document gone since, answers 404: nothing else is readable this way.
 */
export default ({ strapi }: { strapi: any }) => ({
  async show(ctx: any) {
    const { token } = parse(previewRequest, requestData(ctx.request.body));
    const claim = readPreviewToken(strapi, token);
    const page = claim && previewedPage(claim.uid);
    const document: PreviewedDocument | null =
      claim && page
        ? await strapi.documents(claim.uid).findOne({
            documentId: claim.documentId,
            status: claim.status,
            // Tokens signed before languages name none: French.
            locale: claim.locale ?? DEFAULT_LANGUAGE,
            ...(page === 'actualite' ? { populate: ['cover'] } : {}),
          })
        : null;
    if (!page || !document) throw notFound(API_MESSAGES.previewExpired);
    const preview: DraftPreview = {
      page,
      language: claim.locale ?? DEFAULT_LANGUAGE,
      title: document.title,
      excerpt: document.excerpt ?? null,
      body: document.body ?? '',
      cover: document.cover
        ? {
            url: document.cover.url,
            width: document.cover.width,
            height: document.cover.height,
            alt: document.coverAlt ?? document.cover.alternativeText ?? '',
          }
        : null,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = { data: preview };
  },
});
