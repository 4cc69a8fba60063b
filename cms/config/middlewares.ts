export default ({ env }: { env: any }) => [
  'strapi::logger',
  'global::french-errors',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      // Site and admin reach the API through one origin (a proxy); list others only when they are separate.
      origin: env.array('CORS_ORIGINS', ['http://localhost:4321', 'http://localhost:5173', 'http://localhost:1337']),
      credentials: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Bank statements come as JSON text: a year of a committee's account fits in a few megabytes.
  { name: 'strapi::body', config: { jsonLimit: '6mb', formLimit: '256kb', textLimit: '256kb' } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
