import {
  formatDateTime,
  LANGUAGE_LABELS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  TEAM_ROLE_LABELS,
  type StaffRole,
  type TeamMember,
} from '@brocante/shared';
import { ErrorBanner, Icon, LoadingClock } from '@brocante/ui';
import { errorText } from '../../../lib/api-client';
import { useChangeMember, useResetSecondFactor, useTeam } from '../api/team';

/**
 * « Équipe »: each volunteer's account, its role (changed from the list) and whether it may sign in; the panel's
 * editors, whose role stays. Deactivating asks
 * first: the person's sessions end at once. The server keeps one active coordinator and says so when asked otherwise.
 */
export function TeamList() {
  const team = useTeam();
  const change = useChangeMember();
  const reset = useResetSecondFactor();
  const busy = change.isPending || reset.isPending;

  function resetSecondFactor(member: TeamMember) {
    const question = `Réinitialiser la double authentification de ${member.email} ? La personne est déconnectée et se reconnecte avec son seul mot de passe, puis la remet en place.`;
    if (window.confirm(question)) reset.mutate(member.id);
  }

  function deactivate(member: TeamMember) {
    const question = `Désactiver le compte de ${member.email} ? La personne est déconnectée tout de suite et ne peut plus se connecter.`;
    if (window.confirm(question)) change.mutate({ id: member.id, change: { active: false } });
  }

  return (
    <section aria-labelledby="team-title">
      <ErrorBanner error={errorText(team.error) ?? errorText(change.error) ?? errorText(reset.error)} />
      <LoadingClock loading={team.isLoading} />
      {team.data && (
        <table className="data-table">
          <caption id="team-title">Les bénévoles du comité et leur rôle</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">E-mail</th>
              <th scope="col">Langue</th>
              <th scope="col">Rôle</th>
              <th scope="col">État</th>
              <th scope="col">Dernière connexion</th>
              <th scope="col">Double authentification</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {team.data.map((member) => (
              <tr key={member.id}>
                <td>{member.name ?? '—'}</td>
                <th scope="row">{member.email}</th>
                <td>{LANGUAGE_LABELS[member.language]}</td>
                <td>
                  {member.kind === 'editor' ? (
                    TEAM_ROLE_LABELS.redaction
                  ) : (
                    <select
                      aria-label={`Rôle de ${member.email}`}
                      value={member.role ?? ''}
                      disabled={busy}
                      onChange={(event) => change.mutate({ id: member.id, change: { role: event.target.value as StaffRole } })}
                    >
                      {member.role === null && <option value="">Aucun rôle</option>}
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {STAFF_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td>{member.active ? 'Actif' : 'Désactivé'}</td>
                <td>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Jamais'}</td>
                <td>
                  {member.secondFactor ? 'Active' : member.kind === 'editor' ? '—' : 'Non'}
                  {member.secondFactor && (
                    <button type="button" className="button secondary" disabled={busy} onClick={() => resetSecondFactor(member)}>
                      <Icon name="cross" />
                      Réinitialiser
                    </button>
                  )}
                </td>
                <td>
                  {member.active ? (
                    <button type="button" className="button secondary" disabled={busy} onClick={() => deactivate(member)}>
                      <Icon name="cross" />
                      Désactiver
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button secondary"
                      disabled={busy}
                      onClick={() => change.mutate({ id: member.id, change: { active: true } })}
                    >
                      <Icon name="check" />
                      Réactiver
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
