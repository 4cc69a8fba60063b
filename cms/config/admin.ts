import { secret } from './secrets';
import { previewUrl } from '../src/lib/preview';
import { siteUrl } from './site';

export default ({ env }: { env: any }) => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  // API tests run without the editors' panel; development and production serve it.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  // Where the editors reach it: on the committee's server its own host (PANEL_URL, https://cms.DOMAIN/admin), which
  // Strapi's start banner and its e-mails name; the site's /admin is the volunteers' app.
  url: env('PANEL_URL', '/admin'),
  flags: { nps: false, promoteEE: false },
  // A draft's preview is the site's own page (/apercu/), framed by the panel: SITE_URL is the site's address.
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [new URL(siteUrl(env)).origin],
      handler: (uid: string, params: { documentId: string; status?: 'draft' | 'published' | null; locale?: string | null }) =>
        previewUrl(strapi, siteUrl(env), uid, params),
    },
  },
});
