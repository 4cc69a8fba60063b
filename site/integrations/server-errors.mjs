/**
 * nginx's own error pages (deploy/nginx/error-pages.conf: Strapi stopped, a body too large, a request nginx cannot
 * read…), built with the site so that they carry its look and the committee's name, and rebuilt with it: under
 * /erreur-serveur/, a page in French and Dutch for each kind of error, and the API's JSON answer in each language.
 * nginx serves them only as the answers of its errors, with the error's status.
 */
export default function serverErrors() {
  return {
    name: 'brocante-server-errors',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({
          pattern: '/erreur-serveur/[page]',
          entrypoint: new URL('../src/server-errors/ServerErrorPage.astro', import.meta.url),
        });
        injectRoute({
          pattern: '/erreur-serveur/[answer].json',
          entrypoint: new URL('../src/server-errors/api-answer.ts', import.meta.url),
        });
      },
    },
  };
}
