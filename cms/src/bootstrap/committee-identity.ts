import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { accentColourRefusal } from '@brocante/shared';

/**
 * The committee's accent colour (the panel's « Couleur d'accent ») colours the site's and the admin's links, buttons
 * and headers: one too light to read on white is refused with its contrast, on every write, drafts included, and
 * nothing is saved. Empty keeps the site's green.
 */
export function enforceAccentContrast(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === 'api::committee.committee' && (context.action === 'create' || context.action === 'update')) {
      const colour = (context.params as { data?: { accentColor?: unknown } }).data?.accentColor;
      const refusal = colour === undefined || colour === null || colour === '' ? null : accentColourRefusal(String(colour));
      if (refusal)
        throw new errors.ValidationError(refusal, {
          errors: [{ path: ['accentColor'], message: refusal, name: 'ValidationError' }],
        });
    }
    return next();
  });
}
