import type { APIRoute } from 'astro';
import { LANGUAGES, type Language } from '@brocante/shared';
import { API_ERROR_NAMES, SERVER_ERRORS, type ServerErrorPage } from '../i18n/server-errors';

/**
 * What nginx answers on /api for an error of its own (integrations/server-errors.mjs), in one language: the error body
 * Strapi answers (packages/shared/src/api-error.ts reads it), from the message of the error's page.
 */
export function getStaticPaths() {
  return Object.entries(API_ERROR_NAMES).flatMap(([page, name]) =>
    LANGUAGES.map((language) => ({ params: { answer: `${page}.${language}` }, props: { page, name, language } })),
  );
}

export const GET: APIRoute<{ page: ServerErrorPage; name: string; language: Language }> = ({ props }) =>
  new Response(
    JSON.stringify({
      data: null,
      error: { name: props.name, message: SERVER_ERRORS[props.page][props.language].message, details: {} },
    }),
  );
