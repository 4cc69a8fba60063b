/**
 * `pnpm bench:server`, where the stack listens: ports of the bench's own, none of them used by development, the
 * tests or the production suite (nginx in HTTPS and HTTP and the panel's, Strapi, PostgreSQL, the mail catcher).
 */
export const PORTS = { https: 9443, http: 9080, panel: 9444, strapi: 1350, postgres: 5442, smtp: 1047, mailWeb: 1097 };
export const PUBLIC_URL = `https://localhost:${PORTS.https}`;
export const STRAPI_URL = `http://127.0.0.1:${PORTS.strapi}`;
export const MAIL_WEB_URL = `http://127.0.0.1:${PORTS.mailWeb}`;
