import { isProduction } from '../src/lib/production';

/** Development reaches Strapi from the dev servers' origins; production lists its own in CORS_ORIGINS. */
const DEVELOPMENT_ORIGINS = ['http://localhost:4321', 'http://localhost:5173', 'http://localhost:1337'];

export default ({ env }: { env: any }) => [
  // Before any middleware that decides on a path: every path in its one spelling (src/middlewares/canonical-path.ts).
  'global::canonical-path',
  'strapi::logger',
  'global::error-language',
  'strapi::errors',
  // Strapi's own CSP for its panel; nothing of Strapi is ever framed, and no address leaks as a referrer.
  { name: 'strapi::security', config: { frameguard: { action: 'deny' }, referrerPolicy: { policy: 'no-referrer' } } },
  {
    name: 'strapi::cors',
    config: {
      // Site and admin reach the API through one origin (a proxy); list others only when they are separate.
      origin: env.array('CORS_ORIGINS', isProduction() ? [] : DEVELOPMENT_ORIGINS),
      credentials: true,
    },
  },
  'global::request-guard',
  'strapi::query',
  // Bank statements come as JSON text: a year of a committee's account fits in a few megabytes.
  { name: 'strapi::body', config: { jsonLimit: '6mb', formLimit: '256kb', textLimit: '256kb' } },
  'global::input-guard',
  'global::throttle',
  // Inside the throttle: a sign-in refused for its second factor counts as a failed one.
  'global::second-factor',
  'global::staff-session',
  // Who did what: a line for each staff change, once it has answered (src/middlewares/journal.ts).
  'global::journal',
  'strapi::session',
  'strapi::favicon',
  // Uploads served so that no browser runs them (src/middlewares/uploads-headers.ts).
  'global::uploads-headers',
  'strapi::public',
];
