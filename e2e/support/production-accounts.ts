import path from 'node:path';
import { signInVolunteer } from '../../scripts/volunteer-sign-in.mjs';
import { ROOT } from './stack';

/** Where the production suite's stack answers, who signs in to it and how, and where it keeps its files (production-stack.ts). */
export const PRODUCTION_HTTPS_PORT = 8443;
export const PRODUCTION_HTTP_PORT = 8080;
export const PRODUCTION_URL = `https://localhost:${PRODUCTION_HTTPS_PORT}`;
export const PRODUCTION_STRAPI_URL = 'http://127.0.0.1:1340';
/** The second `strapi start` on the same database, behind the same nginx (docs/deployment.md « Deux processus »). */
export const PRODUCTION_SECOND_STRAPI_URL = 'http://127.0.0.1:1341';
/** Strapi's panel behind nginx, on a port of its own (its own host name in production): the one origin allowed to frame the preview page. */
export const PRODUCTION_PANEL_PORT = 8444;
export const PRODUCTION_PANEL_ORIGIN = `https://localhost:${PRODUCTION_PANEL_PORT}`;
/** The committee's basic authentication in front of the panel (deploy/nginx/panel-access.conf). */
export const PRODUCTION_PANEL_PASSWORD = { user: 'comite', password: 'Tilleuls-Panneau-2027' };
export const PRODUCTION_MAIL_WEB_URL = 'http://127.0.0.1:1091';
export const PRODUCTION_STAFF = { email: 'marie.benevole@example.be', password: 'Trois-Tilleuls-2027!' };
/** The first administrator of Strapi's panel, who fills in the configuration. */
export const PANEL_ADMIN = {
  email: 'president@example.be',
  password: 'Comite-Trois-Tilleuls-1',
  firstname: 'Paul',
  lastname: 'Président',
};
export const WORK = path.join(ROOT, 'e2e', '.production');
/** Where the first Strapi's process id is written, for the suite's last file to stop it (07-error-pages.spec.ts). */
export const FIRST_STRAPI_PID = path.join(WORK, 'strapi-1.pid');
/** Where the second Strapi's process id is written, for the suite to stop it as a crash would. */
export const SECOND_STRAPI_PID = path.join(WORK, 'strapi-2.pid');
/** The volunteer's authenticator app, shared by the suite's processes (scripts/volunteer-sign-in.mjs). */
export const PRODUCTION_AUTHENTICATORS = path.join(WORK, 'authenticators.json');
/** The production database's address, written for the suite's backup drill. */
export const PRODUCTION_DATABASE_URL = path.join(WORK, 'database-url');
/** The site as built on the day of the installation, before the committee set up its first edition. */
export const SITE_BEFORE_FIRST_EDITION = path.join(WORK, 'site-before-first-edition');
/** The web root nginx serves: the site built once the first edition is set up, and the admin. */
export const PRODUCTION_WWW = path.join(WORK, 'www');
/** The file whose presence opens an upgrade's window in nginx (deploy/lib/upgrade.sh): the API answers 503, Retry-After. */
export const PRODUCTION_UPGRADE_FLAG = path.join(WORK, 'nginx', 'mise-a-jour');

/**
 * The volunteer's access token from the Strapi at `url`, signed in as the admin signs in: with their second factor,
 * enrolled at the first sign-in since the committee asks it of a coordinator.
 */
export function productionVolunteerToken(url = PRODUCTION_STRAPI_URL): Promise<string> {
  const call = async (method: string, pathname: string, body: unknown, jwt?: string) => {
    const answer = await fetch(`${url}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', ...(jwt && { authorization: `Bearer ${jwt}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${pathname} refusé : ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  return signInVolunteer(call, PRODUCTION_STAFF, PRODUCTION_AUTHENTICATORS);
}
