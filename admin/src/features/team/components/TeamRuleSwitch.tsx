import type { TeamSettings } from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock, type IconName } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useChangeTeamSettings, useTeamSettings } from '../api/team-settings';

/** What a rule of the team's says of itself, on and off. */
interface RuleWords {
  /** Its state, in the status line. */
  state: string;
  /** The button that turns it the other way, and its icon. */
  turn: string;
  icon: IconName;
  /** The question asked before turning it the other way. */
  question: string;
}

/**
 * One of the team's rules (packages/shared, TeamSettings), as the coordination switches it: its state, and a button
 * that turns it the other way after a question; every volunteer hears of the change by e-mail (the server says it).
 */
export function TeamRuleSwitch({
  rule,
  title,
  about,
  on,
  off,
}: {
  rule: keyof TeamSettings;
  title: string;
  about: string;
  on: RuleWords;
  off: RuleWords;
}) {
  const settings = useTeamSettings();
  const change = useChangeTeamSettings();
  const value = settings.data?.[rule];
  const words = value ? on : off;
  const id = `${rule}-title`;

  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{about}</p>
      <ErrorBanner error={errorText(settings.error) ?? errorText(change.error)} />
      <LoadingClock loading={settings.isPending} />
      {value !== undefined && (
        <>
          <p role="status">{words.state}</p>
          <button
            type="button"
            className="button secondary"
            disabled={change.isPending}
            onClick={() => window.confirm(words.question) && change.mutate({ [rule]: !value })}
          >
            <Icon name={words.icon} />
            {words.turn}
          </button>
        </>
      )}
    </section>
  );
}
