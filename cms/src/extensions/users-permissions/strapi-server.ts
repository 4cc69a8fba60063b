/**
 * The users-permissions plugin's password-by-e-mail routes are not ours: volunteers are invited by the committee and
 * ask for a forgotten password's link in their language (engine/team-invitations.ts, engine/password-resets.ts),
 * and those routes sent an English e-mail whose link pointed nowhere. Removed, they answer 404 like any unknown path.
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

/**
 * A volunteer's account says who they are and in which language the committee writes to them: the name they gave
 * when they joined the team (engine/team-invitations.ts), and French or Dutch; and the link of a forgotten password.
 */
const VOLUNTEER_ATTRIBUTES = {
  displayName: { type: 'string', maxLength: 70 },
  language: { type: 'enumeration', enum: ['fr', 'nl'], default: 'fr' },
  // A forgotten password's link (engine/password-resets.ts): the hash of its key, and until when it works.
  passwordResetHash: { type: 'string', maxLength: 64, private: true, searchable: false },
  passwordResetExpiresAt: { type: 'datetime', private: true },
  // The second factor (engine/second-factor.ts): its secret, one being enrolled, since when, the last time step taken
  // (a code serves once), and the recovery codes' hashes.
  totpSecret: { type: 'string', maxLength: 64, private: true, searchable: false },
  totpPendingSecret: { type: 'string', maxLength: 64, private: true, searchable: false },
  totpEnabledAt: { type: 'datetime', private: true },
  totpLastStep: { type: 'biginteger', private: true },
  totpRecoveryHashes: { type: 'json', private: true },
};

export default (plugin: {
  routes: Record<string, { routes: Route[] }>;
  contentTypes: Record<string, { schema: { attributes: Record<string, unknown> } }>;
}) => {
  const contentApi = plugin.routes['content-api'];
  contentApi.routes = contentApi.routes.filter((route) => !REMOVED_PATHS.has(route.path));
  Object.assign(plugin.contentTypes.user!.schema.attributes, VOLUNTEER_ATTRIBUTES);
  return plugin;
};
