/**
 * The users-permissions plugin's password-by-e-mail routes are not ours: volunteers' accounts are made and
 * their passwords changed by the committee (`pnpm --filter cms staff:create`, docs/deployment.md), and those routes
 * sent an English e-mail whose link pointed nowhere. Removed, they answer 404 like any unknown path.
 */
const REMOVED_PATHS = new Set([
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/send-email-confirmation',
  '/auth/email-confirmation',
]);

interface Route {
  path: string;
}

export default (plugin: { routes: Record<string, { routes: Route[] }> }) => {
  const contentApi = plugin.routes['content-api'];
  contentApi.routes = contentApi.routes.filter((route) => !REMOVED_PATHS.has(route.path));
  return plugin;
};
