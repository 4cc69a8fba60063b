import { Icon } from './Icon';

/** The red banner with the cross icon, shown when an error is given: the French message of packages/shared/src/api-error.ts. */
export function ErrorBanner({ error }: { error?: string | null }) {
  if (!error) return null;
  return (
    <div className="error-banner" role="alert">
      <Icon name="cross" />
      <p>{error}</p>
    </div>
  );
}
