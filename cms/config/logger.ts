/** Strapi's log level (winston): `STRAPI_LOG_LEVEL`, `http` by default; the API tests set `error`. */
export default ({ env }: { env: (name: string, fallback: string) => string }) => ({
  level: env('STRAPI_LOG_LEVEL', 'http'),
});
