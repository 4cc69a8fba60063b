import cronTasks from './cron-tasks';
import { secret } from './secrets';

export default ({ env }: { env: any }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: env.bool('IS_PROXIED', false),
  app: { keys: secret('APP_KEYS').split(',') },
  cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
});
