import cronTasks from './cron-tasks';
import { secret } from './secrets';

export default ({ env }: { env: any }) => ({
  // Only this machine reaches Strapi unless told otherwise: behind the proxy (IS_PROXIED), whoever reached
  // the port directly would write their own X-Forwarded-For and choose the address every limit counts.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind a reverse proxy (IS_PROXIED=true), Koa trusts X-Forwarded-Proto (the session cookie is
  // `secure` over HTTPS) and takes the client's address from X-Forwarded-For: only the last
  // PROXY_HOPS addresses, the ones our own proxies wrote, so a client cannot forge its address.
  proxy: {
    koa: env.bool('IS_PROXIED', false),
    ipHeader: 'X-Forwarded-For',
    maxIpsCount: env.int('PROXY_HOPS', 1),
  },
  app: { keys: secret('APP_KEYS').split(',') },
  cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
});
