/** The TanStack Query keys of the editions and the money settings: every change invalidates `all`. */
export const editionsKeys = {
  all: ['editions'] as const,
  list: ['editions', 'list'] as const,
  committeeAccount: ['editions', 'committee-account'] as const,
  settingsChanges: ['editions', 'settings-changes'] as const,
};
