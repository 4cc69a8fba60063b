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
  { name: 'strapi::body', config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb' } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
