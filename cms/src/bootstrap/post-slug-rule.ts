import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { POST_SLUG_PATTERN, VALIDATION } from '@brocante/shared';

/**
 * A post's slug becomes its URL (/blog/2027/brocante-de-printemps): lower-case words, hyphens and
 * slashes only. Checked on every write, drafts included (Strapi checks `regex` only on publish).
 */
export function enforcePostSlugs(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === 'api::post.post' && (context.action === 'create' || context.action === 'update')) {
      const slug = (context.params as { data?: { slug?: unknown } }).data?.slug;
      if (slug !== undefined && (typeof slug !== 'string' || !POST_SLUG_PATTERN.test(slug))) {
        throw new errors.ValidationError(VALIDATION.slug, {
          errors: [{ path: ['slug'], message: VALIDATION.slug, name: 'ValidationError' }],
        });
      }
    }
    return next();
  });
}
