import { committeeAddress, smtpHost } from '../src/lib/committee-addresses';
import { MEDIA_TYPES } from '../src/lib/media-types';
import { isProduction } from '../src/lib/production';
import { secret } from './secrets';

export default ({ env }: { env: any }) => ({
  // Every message goes out by SMTP (nodemailer); development and tests use the local catcher (port 1025).
  // Production names its server, sender and contact address (src/lib/committee-addresses.ts) or refuses to start.
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: smtpHost(),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        // STARTTLS required before the password is sent (on in production): a stripped STARTTLS fails the
        // send instead of sending the password in clear. The local catcher (development, tests) speaks plain SMTP.
        requireTLS: env.bool('SMTP_REQUIRE_TLS', isProduction()),
        ignoreTLS: !env.bool('SMTP_REQUIRE_TLS', isProduction()) && !env.bool('SMTP_SECURE', false) && smtpHost() === '127.0.0.1',
        ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
        connectionTimeout: 10_000,
      },
      settings: {
        defaultFrom: committeeAddress('EMAIL_FROM'),
        defaultReplyTo: committeeAddress('COMMITTEE_EMAIL'),
      },
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      // Short access tokens, renewed from an httpOnly cookie: a volunteer stays signed in for an
      // evening of work (idle 4 h, at most 12 h) without a long-lived token readable by scripts.
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: env.int('STAFF_ACCESS_TOKEN_SECONDS', 15 * 60),
        idleRefreshTokenLifespan: env.int('STAFF_IDLE_SESSION_SECONDS', 4 * 60 * 60),
        maxRefreshTokenLifespan: env.int('STAFF_MAX_SESSION_SECONDS', 12 * 60 * 60),
        httpOnly: true,
        cookie: {
          name: 'brocante_staff_session',
          // Plain-HTTP local runs need a non-secure cookie; production over HTTPS keeps it secure.
          secure: env.bool('SESSION_COOKIE_SECURE', env('NODE_ENV') === 'production'),
          sameSite: 'strict',
          path: '/api/auth',
          // Kept by the browser as long as the session may last: a phone restarted in the middle of the
          // morning still renews its session (docs/check-in.md); the server ends it after 4 h idle, 12 h at most.
          maxAge: env.int('STAFF_MAX_SESSION_SECONDS', 12 * 60 * 60) * 1000,
        },
      },
      register: { allowedFields: [] },
      // Sign-in and password routes are throttled by global::throttle (per address and per account, in the database).
      ratelimit: { enabled: false },
    },
  },
  // The media library takes images and PDF documents, checked by their bytes (src/extensions/upload
  // checks first, in French); the plugin's own check holds to the same list.
  upload: {
    config: {
      security: { allowedTypes: Object.values(MEDIA_TYPES).map((type) => type.mime) },
    },
  },
});
